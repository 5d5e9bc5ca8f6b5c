import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { parseInput, viewAsParamsSchema, type ResourceRequest } from '@portico/contracts';
import { Inject } from '@nestjs/common';
import {
  ACCESS,
  ACCESS_RESOLVE_SUBJECT,
  ACCESS_VIEW_AS_SUBJECT,
  AUTHENTICATED_ONLY,
  CachedAccessResolver,
  RequirePermission,
  principalOf,
  principalToWire,
} from '@portico/platform';
import { Ctx, type NatsContext } from '@nestjs/microservices';
import { HEADERS, type AccessTokenClaims } from '@portico/contracts';

/** Answers the gateway and other services: the caller's current principal (ADR 0008). */
@Controller()
export class AccessController {
  @MessagePattern(ACCESS_RESOLVE_SUBJECT)
  @RequirePermission(AUTHENTICATED_ONLY)
  resolve(@Payload() req: ResourceRequest) {
    return principalToWire(principalOf(req));
  }

  constructor(@Inject(ACCESS) private readonly access: CachedAccessResolver) {}

  /** Another service asks for the principal an administrator views as; checked and audited here. */
  @MessagePattern(ACCESS_VIEW_AS_SUBJECT)
  @RequirePermission(AUTHENTICATED_ONLY)
  async viewAs(@Payload() req: ResourceRequest, @Ctx() ctx: NatsContext) {
    const admin = principalOf(req);
    const bearer = (ctx.getHeaders()?.get(HEADERS.authorization) ?? '').replace(/^Bearer\s+/, '');
    const { userId } = parseInput(viewAsParamsSchema, req.params);
    const target = await this.access.resolveViewAs({ sub: admin.userId } as AccessTokenClaims, bearer, userId);
    return principalToWire(target);
  }
}
