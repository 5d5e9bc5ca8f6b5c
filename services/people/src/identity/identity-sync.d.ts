import type { Db, EventSubscription } from '@portico/platform';
import type { IdentityAccount, IdentityDirectory } from './identity-directory';
/** The provider account for a user as it stands now (not as some event described it). */
export declare function accountOf(db: Db, userId: string): Promise<IdentityAccount | undefined>;
/**
 * Keeps the identity provider in step with user changes, from the service's own events. Each
 * delivery re-reads the user, so order and redelivery do not matter; a failure is retried.
 */
export declare function identitySyncSubscription(directory: IdentityDirectory): EventSubscription;
