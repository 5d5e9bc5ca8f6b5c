import type { IdentityAccount, IdentityDirectory } from './identity-directory';
/** The development provider's admin API (infra/dev-idp/src/admin-api.ts). */
export declare class DevIdpDirectory implements IdentityDirectory {
    private readonly baseUrl;
    private readonly secret;
    readonly kind = "dev-idp";
    constructor(baseUrl: string, secret: string);
    private call;
    upsert(account: IdentityAccount, password?: string): Promise<void>;
    delete(id: string): Promise<void>;
}
