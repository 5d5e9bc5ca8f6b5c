import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { NatsConnection } from 'nats';
import type { ResourceRequest } from '@portico/contracts';
import { AUTHENTICATED_ONLY, NATS, PUBLIC_ROUTE, RequirePermission, principalOf } from '@portico/platform';
import { announceAccessChange } from '../access/access-changed';
import { Memberships } from './memberships';

export const MEMBERSHIP_SUBJECTS = {
  list: 'people.membership.list',
  switch: 'people.membership.switch',
  confirm: 'people.membership.confirm',
} as const;

/** One person, several organizations (ADR 0042): the confirmation link, the list and the switch. */
@Controller()
export class MembershipsController {
  constructor(
    @Inject(Memberships) private readonly memberships: Memberships,
    @Inject(NATS) private readonly nc: NatsConnection,
  ) {}

  @MessagePattern(MEMBERSHIP_SUBJECTS.confirm)
  @RequirePermission(PUBLIC_ROUTE)
  confirm(@Payload() req: ResourceRequest) {
    return this.memberships.confirm(req.body);
  }

  @MessagePattern(MEMBERSHIP_SUBJECTS.list)
  @RequirePermission(AUTHENTICATED_ONLY)
  list(@Payload() req: ResourceRequest) {
    return this.memberships.list(principalOf(req));
  }

  @MessagePattern(MEMBERSHIP_SUBJECTS.switch)
  @RequirePermission(AUTHENTICATED_ONLY)
  async switchTo(@Payload() req: ResourceRequest) {
    const result = await this.memberships.switchTo(principalOf(req), req.body);
    // Every cache keyed by the sign-in forgets it before the answer: the next request is in the new organization.
    await announceAccessChange(() => this.nc, 'user')?.({ ids: [result.accountId] });
    return result;
  }
}
