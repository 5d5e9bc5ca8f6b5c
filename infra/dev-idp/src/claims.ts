import { AUTH, type AccessTokenClaims } from '@portico/contracts';
import type { Account } from './account-store';

/** The user-describing part of a token, shaped like Keycloak's (see infra/keycloak mappers). */
export type IdentityClaims = Required<Pick<AccessTokenClaims, 'email' | 'name' | 'preferred_username' | 'realm_access'>> &
  Pick<AccessTokenClaims, 'portico_org' | 'portico_properties' | 'portico_units' | 'portico_vendor' | 'portico_uid'> & {
    email_verified: boolean;
  };

const nonEmpty = (values: readonly string[] | undefined): values is readonly string[] => values !== undefined && values.length > 0;

/**
 * Claims for `account`. A portico_* claim appears only when the account has a value; an empty
 * list is left out too, because Keycloak cannot emit an empty multivalued attribute (so for
 * portico_properties, absent and empty both mean "all properties of the org").
 */
export function identityClaims(account: Account): IdentityClaims {
  const { claims } = AUTH;
  return {
    email: account.email,
    email_verified: true,
    name: account.name,
    // Keycloak realms for Portico use the email as the username.
    preferred_username: account.email,
    realm_access: { roles: [...account.roles] },
    // Here `sub` already is Portico's user id; the claim keeps tokens shaped like Keycloak's.
    [claims.userId]: account.id,
    ...(account.org !== undefined && { [claims.org]: account.org }),
    ...(nonEmpty(account.properties) && { [claims.properties]: [...account.properties] }),
    ...(nonEmpty(account.units) && { [claims.units]: [...account.units] }),
    ...(account.vendor !== undefined && { [claims.vendor]: account.vendor }),
  };
}

/** Claim names the provider may release in ID tokens and userinfo (all under the `openid` scope). */
export const IDENTITY_CLAIM_NAMES = [
  'email',
  'email_verified',
  'name',
  'preferred_username',
  'realm_access',
  AUTH.claims.org,
  AUTH.claims.properties,
  AUTH.claims.units,
  AUTH.claims.vendor,
  AUTH.claims.userId,
] as const;
