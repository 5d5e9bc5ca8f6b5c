import { type Db } from '@portico/platform';
/** Demo portfolio for the embedded default: two parent orgs so tenancy is visible at once. */
export declare function seedPeople(db: Db): Promise<void>;
export declare function seedPortfolio(db: Db): Promise<void>;
