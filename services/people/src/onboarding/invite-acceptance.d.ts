import { type ActionRunners, type Db, type ResourceService } from '@portico/platform';
/**
 * Accepting an invitation: single use (row lock + state), unexpired, not revoked (archived).
 * The user and the grant are created together, or not at all; the sign-in account follows
 * once that commits (an after-commit effect, ADR 0015).
 */
export declare class InviteAcceptance {
    private readonly db;
    private readonly users;
    private readonly runners;
    constructor(db: Db, users: ResourceService, runners: ActionRunners);
    private usable;
    /** What the sign-up page shows before the person sets a password. */
    lookup(token: unknown): Promise<{
        email: unknown;
        firstName: {} | null;
        lastName: {} | null;
        role: {} | null;
        org: {} | null;
        expiresAt: unknown;
    }>;
    accept(body: unknown): Promise<{
        email: unknown;
        userId: string;
    }>;
}
