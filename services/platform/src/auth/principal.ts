import { AUTH, PLATFORM_ROLES, type AccessTokenClaims, type Role, isRole } from '@portico/contracts';

/**
 * Writers no user starts (ADR 0033; see `systemPrincipal`). History and `createdBy` show these
 * names; none is a UUID, so none can collide with a user's id.
 */
export const SYSTEM_ACTORS = ['seed', 'scheduler', 'public-report', 'webhook', 'event-consumer'] as const;
export type SystemActor = (typeof SYSTEM_ACTORS)[number];

/** Who is calling, derived from a verified access token (never from request bodies). */
export interface Principal {
  userId: string;
  email?: string;
  name?: string;
  /** The language the person stored, when their token carries it (`locale`). */
  language?: string;
  roles: Role[];
  /** Parent organization; null for platform roles that see every tenant. */
  orgId: string | null;
  /** Property ids the user is limited to; empty = every property of the org. */
  propertyIds: string[];
  unitIds: string[];
  vendorId: string | null;
  /** Permission slugs granted through the user's roles. */
  permissions: ReadonlySet<string>;
  /** Set while a platform administrator views the console as this user (read-only, audited). */
  viewedBy?: string;
  /** Set only on a system principal (ADR 0033, `systemPrincipal`): work no user started. */
  system?: SystemActor;
}

export function isPlatformPrincipal(principal: Pick<Principal, 'roles'>): boolean {
  return principal.roles.some((r) => PLATFORM_ROLES.includes(r));
}

export function principalFromClaims(claims: AccessTokenClaims, permissionsOf: (roles: Role[]) => ReadonlySet<string>): Principal {
  const roles = (claims.realm_access?.roles ?? []).filter(isRole);
  const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  const raw = claims as unknown as Record<string, unknown>;
  const principal: Principal = {
    userId: claims.sub,
    roles,
    orgId: typeof raw[AUTH.claims.org] === 'string' ? (raw[AUTH.claims.org] as string) : null,
    propertyIds: stringList(raw[AUTH.claims.properties]),
    unitIds: stringList(raw[AUTH.claims.units]),
    vendorId: typeof raw[AUTH.claims.vendor] === 'string' ? (raw[AUTH.claims.vendor] as string) : null,
    permissions: permissionsOf(roles),
  };
  if (claims.email) principal.email = claims.email;
  if (claims.name) principal.name = claims.name;
  // OpenID's standard `locale` claim: the person's stored language, when the provider issues it (ADR 0077).
  if (typeof claims.locale === 'string' && claims.locale) principal.language = claims.locale;
  return principal;
}
