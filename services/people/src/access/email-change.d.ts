import type { Db, Principal, ResourceService } from '@portico/platform';
export declare const EMAIL_CHANGE_LIFETIME_HOURS = 24;
/**
 * Records a pending change of `user`'s email (ADR 0015): the new address gets a single-use
 * link, the current one a notice; nothing changes until the link is used.
 */
export declare function requestEmailChange(tx: Db, principal: Principal, user: Record<string, unknown>, newEmail: string): Promise<void>;
/** The owner of the new address confirms: the email changes, through the kit (event, identity sync). */
export declare class EmailChanges {
    private readonly users;
    constructor(users: ResourceService);
    confirm(body: unknown): Promise<{
        userId: string;
        email: string;
    }>;
}
