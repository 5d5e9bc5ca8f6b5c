/**
 * Roles as they appear in the access token's `realm_access.roles` (Keycloak's claim shape).
 * The dev identity provider and the Keycloak realm export both emit exactly these names.
 */
export const ROLES = ['administrator', 'parent', 'super-user', 'editor', 'property-manager', 'staff', 'resident', 'vendor'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Roles whose console is narrowed to what is theirs: their unit, their own requests. */
export const NARROWED_ROLES: readonly Role[] = ['resident', 'vendor'];

/** Roles that see every tenant's data (platform operators). */
export const PLATFORM_ROLES: readonly Role[] = ['administrator', 'super-user'];

/**
 * Rank for user administration: ROLES is listed from the highest role down, and a platform
 * role outranks every tenant role. Nobody administers a user whose role ranks at or above
 * their own, except platform staff (ADR 0015).
 */
export function roleRank(role: Role): number {
  return (PLATFORM_ROLES.includes(role) ? ROLES.length : 0) + ROLES.length - ROLES.indexOf(role);
}

/** The highest rank among a caller's roles (0 when they hold none). */
export function highestRank(roles: readonly Role[]): number {
  return roles.reduce((max, r) => Math.max(max, roleRank(r)), 0);
}
