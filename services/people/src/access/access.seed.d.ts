import { DOMAINS } from '@portico/contracts';
import { type Db } from '@portico/platform';
/**
 * The access catalogue (modules, permissions), one system user type per base role with the
 * default grants, and a user record for each demo sign-in. Seeding is additive: an
 * administrator's later edits are never overwritten.
 */
export declare function seedAccess(db: Db): Promise<void>;
export { DOMAINS };
