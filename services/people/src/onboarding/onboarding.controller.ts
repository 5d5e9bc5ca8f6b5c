import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  inviteAcceptBodySchema,
  inviteLookupQuerySchema,
  joinRequestDecisionBodySchema,
  joinRequestSubmitBodySchema,
  parseInput,
  permissionSlug,
  type ResourceRequest,
} from '@portico/contracts';
import { PUBLIC_ROUTE, RequirePermission, principalOf } from '@portico/platform';
import { InviteAcceptance } from './invite-acceptance';
import { JoinRequests } from './join-requests';

export const ONBOARDING_SUBJECTS = {
  inviteLookup: 'people.invite.lookup',
  inviteAccept: 'people.invite.accept',
  joinSubmit: 'people.joinRequest.submit',
  joinDecide: 'people.joinRequest.decide',
} as const;

/** Invitations and join requests beyond the generic list/view screens. Every input is parsed first. */
@Controller()
export class OnboardingController {
  constructor(
    @Inject(InviteAcceptance) private readonly invites: InviteAcceptance,
    @Inject(JoinRequests) private readonly joins: JoinRequests,
  ) {}

  @MessagePattern(ONBOARDING_SUBJECTS.inviteLookup)
  @RequirePermission(PUBLIC_ROUTE)
  lookup(@Payload() req: ResourceRequest) {
    return this.invites.lookup(parseInput(inviteLookupQuerySchema, req.query).token);
  }

  @MessagePattern(ONBOARDING_SUBJECTS.inviteAccept)
  @RequirePermission(PUBLIC_ROUTE)
  accept(@Payload() req: ResourceRequest) {
    return this.invites.accept(parseInput(inviteAcceptBodySchema, req.body));
  }

  @MessagePattern(ONBOARDING_SUBJECTS.joinSubmit)
  @RequirePermission(PUBLIC_ROUTE)
  submit(@Payload() req: ResourceRequest) {
    return this.joins.submit(parseInput(joinRequestSubmitBodySchema, req.body));
  }

  @MessagePattern(ONBOARDING_SUBJECTS.joinDecide)
  @RequirePermission(permissionSlug('join-requests', 'update'))
  decide(@Payload() req: ResourceRequest) {
    return this.joins.decide(principalOf(req), req.params?.id, parseInput(joinRequestDecisionBodySchema, req.body));
  }
}
