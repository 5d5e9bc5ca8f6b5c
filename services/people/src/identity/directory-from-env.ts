import { DevIdpDirectory } from './dev-idp-directory';
import { KeycloakDirectory } from './keycloak-directory';
import { NoIdentityDirectory, type IdentityDirectory } from './identity-directory';

/** Keycloak when its admin settings are given, the dev provider when its admin URL is, else none. */
export function identityDirectoryFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityDirectory {
  if (env.KEYCLOAK_ADMIN_URL && env.KEYCLOAK_TOKEN_URL && env.KEYCLOAK_CLIENT_ID && env.KEYCLOAK_CLIENT_SECRET) {
    return new KeycloakDirectory({
      adminUrl: env.KEYCLOAK_ADMIN_URL,
      tokenUrl: env.KEYCLOAK_TOKEN_URL,
      clientId: env.KEYCLOAK_CLIENT_ID,
      clientSecret: env.KEYCLOAK_CLIENT_SECRET,
    });
  }
  if (env.IDENTITY_ADMIN_URL && env.IDENTITY_ADMIN_SECRET) return new DevIdpDirectory(env.IDENTITY_ADMIN_URL, env.IDENTITY_ADMIN_SECRET);
  return new NoIdentityDirectory();
}
