import { type IdentityDirectory } from './identity-directory';
/** Keycloak when its admin settings are given, the dev provider when its admin URL is, else none. */
export declare function identityDirectoryFromEnv(env?: NodeJS.ProcessEnv): IdentityDirectory;
