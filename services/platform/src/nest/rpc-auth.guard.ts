import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { NatsContext } from '@nestjs/microservices';
import { HEADERS, PorticoError, msg } from '@portico/contracts';
import { TokenVerifier } from '../auth/token-verifier';
import { isReadOnlySubject } from '../auth/access-resolver';
import { AUTHENTICATED_ONLY, PERMISSION_KEY, PUBLIC_ROUTE } from './permission';
import { attachPrincipal } from './principal-store';

/**
 * The service re-verifies the caller's token itself: a message published straight onto NATS
 * without a valid token is refused, whatever the gateway did or did not check.
 */
@Injectable()
export class RpcAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const slug = this.reflector.get<string | undefined>(PERMISSION_KEY, context.getHandler());
    if (!slug) throw new PorticoError('FORBIDDEN', msg('error.operationClosed'));
    if (slug === PUBLIC_ROUTE) return true;
    const rpc = context.switchToRpc();
    const payload: unknown = rpc.getData();
    if (typeof payload !== 'object' || payload === null) throw new PorticoError('BAD_REQUEST', msg('error.malformedRequest'));
    const natsContext = rpc.getContext<NatsContext>();
    const headers = natsContext.getHeaders();
    const viewAs = headers?.get(HEADERS.viewAs) || undefined;
    if (viewAs && !isReadOnlySubject(natsContext.getSubject())) throw new PorticoError('FORBIDDEN', msg('error.viewAsReadOnly'));
    const principal = await this.verifier.verifyAuthorization(headers?.get(HEADERS.authorization), viewAs);
    if (slug !== AUTHENTICATED_ONLY && !principal.permissions.has(slug)) {
      throw new PorticoError('FORBIDDEN', msg('error.missingPermissionShort', { slug }));
    }
    attachPrincipal(payload, principal);
    return true;
  }
}
