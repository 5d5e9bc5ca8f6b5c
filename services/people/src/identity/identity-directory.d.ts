/**
 * The identity provider's account store as the people service sees it. Users are created and
 * changed here (people data is the source of truth); the provider only authenticates them.
 */
export interface IdentityAccount {
    id: string;
    email: string;
    name: string;
    firstName: string;
    lastName: string;
    roles: string[];
    org?: string;
    properties?: string[];
    units?: string[];
    vendor?: string;
    disabled: boolean;
}
export interface IdentityDirectory {
    readonly kind: string;
    /** Creates or updates the account; sets the password when given. */
    upsert(account: IdentityAccount, password?: string): Promise<void>;
    delete(id: string): Promise<void>;
}
/** When no provider is configured (tests with a test issuer): nothing to keep in step. */
export declare class NoIdentityDirectory implements IdentityDirectory {
    readonly kind = "none";
    upsert(): Promise<void>;
    delete(): Promise<void>;
}
