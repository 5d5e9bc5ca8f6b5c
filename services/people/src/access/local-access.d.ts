import { type AccessTokenClaims } from '@portico/contracts';
import { type Db, type Principal, type ViewAsFetch } from '@portico/platform';
/**
 * The people service's own answer to "what may this caller do now": the user's record, its
 * type's base role and effective grants, and its scope. Disabled (archived) or missing users
 * and users of a disabled type are refused.
 */
export declare function localAccessFetch(db: Db): (claims: AccessTokenClaims) => Promise<Principal>;
/**
 * "View as": a platform administrator gets the target user's principal, marked as viewed by
 * them, and the first view in a window is written to the audit log.
 */
export declare function localViewAsFetch(db: Db): ViewAsFetch;
