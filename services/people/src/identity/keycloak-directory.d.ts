import type { IdentityAccount, IdentityDirectory } from './identity-directory';
export interface KeycloakDirectoryOptions {
    /** Admin API base of the realm, e.g. https://kc.example.com/admin/realms/portico */
    adminUrl: string;
    /** Token endpoint of the realm holding the service account. */
    tokenUrl: string;
    clientId: string;
    clientSecret: string;
}
/**
 * Keycloak's admin REST API through a service-account client (client credentials, with the
 * realm-management roles manage-users and view-realm). Keycloak assigns its own user ids, so
 * our id travels as the `portico_uid` attribute (mapped into tokens as a claim).
 */
export declare class KeycloakDirectory implements IdentityDirectory {
    private readonly options;
    readonly kind = "keycloak";
    private token;
    constructor(options: KeycloakDirectoryOptions);
    private accessToken;
    private request;
    private findKeycloakId;
    upsert(account: IdentityAccount, password?: string): Promise<void>;
    private syncRoles;
    delete(id: string): Promise<void>;
}
