import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { ResourceRequest } from '@portico/contracts';
import { ACCESS_RESOLVE_SUBJECT, AUTHENTICATED_ONLY, RequirePermission, principalOf, principalToWire } from '@portico/platform';

/** Answers the gateway and other services: the caller's current principal (ADR 0008). */
@Controller()
export class AccessController {
  @MessagePattern(ACCESS_RESOLVE_SUBJECT)
  @RequirePermission(AUTHENTICATED_ONLY)
  resolve(@Payload() req: ResourceRequest) {
    return principalToWire(principalOf(req));
  }
}
