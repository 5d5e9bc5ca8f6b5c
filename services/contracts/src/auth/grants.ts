import { ROLES, PLATFORM_ROLES, type Role } from './roles';
import { ENTITIES } from '../entities/catalogue';
import { allSlugsOf, permissionSlug } from '../entities/permissions';

/**
 * Default grants per role: the seed for the editable role/permission data (people service),
 * gathered from each entity's own `grants` (one file per entity, no central table). Platform
 * roles hold every slug. Scope (which org, property, unit) is applied separately by the services.
 */
function grantsOf(role: Role): string[] {
  if (PLATFORM_ROLES.includes(role)) return ENTITIES.flatMap((e) => allSlugsOf(e));
  return ENTITIES.flatMap((e) => (e.grants[role] ?? []).map((action) => permissionSlug(e.module, action)));
}

export const DEFAULT_ROLE_GRANTS: Record<Role, string[]> = Object.fromEntries(ROLES.map((r) => [r, grantsOf(r)])) as Record<Role, string[]>;
