import { ROLES, PLATFORM_ROLES, type Role } from './roles';
import { ACTIONS, ENTITIES, slugsOf } from '../entities/catalogue';
import { actionSlug } from '../entities/actions';
import { permissionSlug } from '../entities/permissions';

/**
 * Default grants per role: the seed for the editable role/permission data (people service),
 * gathered from each entity's own `grants` (one file per entity, no central table). Platform
 * roles hold every slug. Scope (which org, property, unit) is applied separately by the services.
 */
function grantsOf(role: Role): string[] {
  if (PLATFORM_ROLES.includes(role)) return ENTITIES.flatMap((e) => slugsOf(e));
  return [
    ...ENTITIES.flatMap((e) => (e.grants[role] ?? []).map((action) => permissionSlug(e.module, action))),
    // Each action's own grants (ADR 0020); internal actions have no slug.
    ...ACTIONS.filter((a) => !a.internal && a.grants[role]).map(actionSlug),
  ];
}

export const DEFAULT_ROLE_GRANTS: Record<Role, string[]> = Object.fromEntries(ROLES.map((r) => [r, grantsOf(r)])) as Record<Role, string[]>;
