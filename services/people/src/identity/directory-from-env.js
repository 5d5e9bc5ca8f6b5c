"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.identityDirectoryFromEnv = identityDirectoryFromEnv;
const dev_idp_directory_1 = require("./dev-idp-directory");
const keycloak_directory_1 = require("./keycloak-directory");
const identity_directory_1 = require("./identity-directory");
/** Keycloak when its admin settings are given, the dev provider when its admin URL is, else none. */
function identityDirectoryFromEnv(env = process.env) {
    if (env.KEYCLOAK_ADMIN_URL && env.KEYCLOAK_TOKEN_URL && env.KEYCLOAK_CLIENT_ID && env.KEYCLOAK_CLIENT_SECRET) {
        return new keycloak_directory_1.KeycloakDirectory({
            adminUrl: env.KEYCLOAK_ADMIN_URL,
            tokenUrl: env.KEYCLOAK_TOKEN_URL,
            clientId: env.KEYCLOAK_CLIENT_ID,
            clientSecret: env.KEYCLOAK_CLIENT_SECRET,
        });
    }
    if (env.IDENTITY_ADMIN_URL && env.IDENTITY_ADMIN_SECRET)
        return new dev_idp_directory_1.DevIdpDirectory(env.IDENTITY_ADMIN_URL, env.IDENTITY_ADMIN_SECRET);
    return new identity_directory_1.NoIdentityDirectory();
}
//# sourceMappingURL=directory-from-env.js.map