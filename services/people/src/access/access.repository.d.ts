import { type Role } from '@portico/contracts';
import type { Db } from '@portico/platform';
export interface UserTypeRow {
    id: string;
    name: string;
    baseRole: Role;
    parentId: string | null;
    permissions: string[];
    status: string;
}
/** Reads users and user types with the columns access decisions need. */
export declare class AccessRepository {
    private readonly db;
    constructor(db: Db);
    user(id: string, db?: Db): Promise<Record<string, unknown> | undefined>;
    userType(id: string, db?: Db): Promise<UserTypeRow | undefined>;
    /** The type and its ancestors, nearest first (a sub type can be nested under a sub type). */
    lineage(id: string, db?: Db): Promise<UserTypeRow[]>;
    typesByIds(ids: string[], db?: Db): Promise<UserTypeRow[]>;
}
/** What a type grants: its own slugs, capped by every ancestor's (a sub type never exceeds its parent). */
export declare function effectivePermissions(lineage: UserTypeRow[]): Set<string>;
