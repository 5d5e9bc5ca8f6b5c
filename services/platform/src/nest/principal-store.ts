import { PorticoError, msg } from '@portico/contracts';
import type { Principal } from '../auth/principal';

/** The guard attaches the verified principal to the request payload object it checked. */
const principals = new WeakMap<object, Principal>();

export function attachPrincipal(payload: object, principal: Principal): void {
  principals.set(payload, principal);
}

export function principalOf(payload: unknown): Principal {
  const principal = typeof payload === 'object' && payload !== null ? principals.get(payload) : undefined;
  if (!principal) throw new PorticoError('UNAUTHENTICATED', msg('error.noVerifiedPrincipal'));
  return principal;
}
