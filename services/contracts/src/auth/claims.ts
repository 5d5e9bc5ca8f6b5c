/**
 * Access-token contract between the identity provider (dev provider or Keycloak) and the
 * gateway/services. Keycloak produces these through the mappers in infra/keycloak.
 */
export const AUTH = {
  /** `aud` of every access token the API accepts. */
  audience: 'portico-api',
  /** Public client used by the console (authorization code + PKCE S256). */
  consoleClientId: 'portico-console',
  /** Only asymmetric algorithms are accepted; `none` and HMAC are refused. */
  algorithms: ['RS256', 'PS256', 'ES256'] as const,
  claims: {
    /** Parent-organization (portfolio) id the user belongs to; absent for platform roles. */
    org: 'portico_org',
    /** Property ids the user is scoped to (empty = all properties of the org). */
    properties: 'portico_properties',
    /** Unit ids the user is attached to (residents). */
    units: 'portico_units',
    /** Vendor (service provider) id for vendor users. */
    vendor: 'portico_vendor',
    /** Portico's user id where the provider assigns its own `sub` (Keycloak); else `sub` is it. */
    userId: 'portico_uid',
  },
} as const;

/** Shape of the access-token payload the API relies on. */
export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  azp?: string;
  scope?: string;
  email?: string;
  name?: string;
  preferred_username?: string;
  /** OpenID's standard claim: the person's language (`es`, `es-MX`), when the provider issues it. */
  locale?: string;
  realm_access?: { roles: string[] };
  portico_org?: string;
  portico_properties?: string[];
  portico_units?: string[];
  portico_vendor?: string;
  portico_uid?: string;
}
