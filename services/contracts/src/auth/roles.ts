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
