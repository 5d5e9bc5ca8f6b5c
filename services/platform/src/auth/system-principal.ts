import { SYSTEM_ACTORS, type Principal, type SystemActor } from './principal';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * THE principal for work no user starts: scheduler jobs, event consumers, webhooks, demo data.
 * It acts for exactly one organization — the org of the record the work is about, which the
 * caller must take from that record, never from a request — so the ordinary scope rules apply
 * to everything it reads and writes: no platform role, no tenant crossing, no unit or owner
 * narrowing. It holds no permission slugs: it never passes the RPC guard (it only exists in
 * process, built by the service for its own flows), and a token can never produce one
 * (`principalFromClaims` never sets `system`).
 */
export function systemPrincipal(actor: SystemActor, orgId: string): Principal & { system: SystemActor } {
  if (!SYSTEM_ACTORS.includes(actor)) throw new Error(`Unknown system actor ${String(actor)}`);
  if (!UUID_RE.test(orgId)) throw new Error('A system principal acts for one organization: pass its id');
  return {
    userId: actor,
    name: actor,
    roles: [],
    orgId,
    propertyIds: [],
    unitIds: [],
    vendorId: null,
    permissions: new Set<string>(),
    system: actor,
  };
}

/** Whether `principal` is a system principal (work no user started). */
export function isSystemPrincipal(principal: Principal): principal is Principal & { system: SystemActor } {
  return typeof principal.system === 'string' && (SYSTEM_ACTORS as readonly string[]).includes(principal.system);
}
