import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { HEADERS, PorticoError, msg } from '@portico/contracts';
import { AUTHENTICATED_ONLY, PERMISSION_KEY, TokenVerifier, type Principal } from '@portico/platform';
import { PUBLIC_ROUTE } from './public';

export type AuthedRequest = Request & { principal?: Principal };

/**
 * Global HTTP guard: verifies the bearer token and checks the route's permission slug.
 * A route without a slug is closed (403), so forgetting one fails safe.
 */
@Injectable()
export class HttpAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const slug = this.reflector.get<string | undefined>(PERMISSION_KEY, context.getHandler());
    if (slug === PUBLIC_ROUTE) return true;
    await authorizeRequest(this.verifier, context.switchToHttp().getRequest<AuthedRequest>(), slug);
    return true;
  }
}

/**
 * The caller's token verified and the route's slug checked; the principal is kept on the
 * request. One rule for routes behind Nest's guard and for the reads served directly (ADR 0089).
 */
export async function authorizeRequest(
  verifier: TokenVerifier,
  request: Pick<AuthedRequest, 'headers' | 'method' | 'principal'>,
  slug: string | undefined,
): Promise<Principal> {
  if (!slug) throw new PorticoError('FORBIDDEN', msg('error.routeClosed'));
  const viewAs = request.headers[HEADERS.viewAs];
  if (typeof viewAs === 'string' && !['GET', 'HEAD'].includes(request.method))
    throw new PorticoError('FORBIDDEN', msg('error.viewAsReadOnly'));
  const principal = await verifier.verifyAuthorization(request.headers.authorization, typeof viewAs === 'string' ? viewAs : undefined);
  if (slug !== AUTHENTICATED_ONLY && !principal.permissions.has(slug)) {
    throw new PorticoError('FORBIDDEN', msg('error.missingPermission', { slug }));
  }
  request.principal = principal;
  return principal;
}
