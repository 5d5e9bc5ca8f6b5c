import { type ActionRunners, type Db, type Principal, type ResourceService } from '@portico/platform';
/**
 * Sign-up with a request to join: the account exists (disabled) from the start with the
 * password the person chose; an approver in scope accepts — creating the user with the
 * right role and unit — or declines with a reason. The requester is told either way.
 */
export declare class JoinRequests {
    private readonly db;
    private readonly requests;
    private readonly runners;
    constructor(db: Db, requests: ResourceService, runners: ActionRunners);
    submit(body: unknown): Promise<{
        id: string;
        requestStatus: string;
    }>;
    private approvers;
    /**
     * The older decision route (`POST /join-requests/{id}/decision`), kept for its callers: it
     * runs the declared `approve` or `reject` action (ADR 0020), and needs that action's slug.
     */
    decide(principal: Principal, id: unknown, body: unknown): Promise<import("@portico/platform").ResourceRecord>;
}
