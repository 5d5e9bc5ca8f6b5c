import { type Role } from '@portico/contracts';
import { type Db, type Principal, type ResourceHooks } from '@portico/platform';
/** User types: grants must exist and stay within the parent's; system types stay. */
export declare function userTypeRules(): ResourceHooks;
/** Platform staff administer anyone; everyone else only users whose role ranks below their own. */
export declare function outranks(principal: Principal, targetRole: Role | undefined): boolean;
/** Refuses giving a role that grants more than the actor holds, or a platform role from a tenant. */
export declare function assertCanGrant(tx: Db, principal: Principal, userTypeId: unknown): Promise<void>;
/**
 * Users: nobody assigns a role that grants what they do not hold themselves, only platform
 * staff hand out platform roles, nobody administers a user of their own rank or above, and
 * only platform staff change an email (ADR 0015). Tenant users stay in their own org (kit).
 */
export declare function userRules(): ResourceHooks;
