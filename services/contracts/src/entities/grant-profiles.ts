import type { Role } from '../auth/roles';

/**
 * The words entity and action declarations grant with (`grants`: the default access of tenant
 * roles; platform roles hold every slug). An entity's own file still says, role by role, who
 * may do what: `grants: { ...management(MANAGE), staff: READ }`. A whole profile several
 * entities share has a name in the domain's field helpers (`HUB_GRANTS`, `DIRECTORY_GRANTS`).
 */

/** See the records (list and read). */
export const READ = ['list', 'read'] as const;
/** See them and raise new ones (a resident's request, a vendor's quote line, a message). */
export const RAISE = ['list', 'read', 'create'] as const;
/** See, raise and change them. */
export const MANAGE = ['list', 'read', 'create', 'update'] as const;
/** Manage them and import them from a spreadsheet. */
export const MANAGE_IMPORT = ['list', 'read', 'create', 'update', 'import'] as const;

/** The organization's management (portfolio owners and property managers), both with `verbs`. */
export function management<const V>(verbs: V): { parent: V; 'property-manager': V } {
  return { parent: verbs, 'property-manager': verbs };
}

/** An action's grants: the roles that may run it. */
export function runBy<const R extends Role>(...roles: R[]): { [K in R]: true } {
  return Object.fromEntries(roles.map((role) => [role, true])) as { [K in R]: true };
}
