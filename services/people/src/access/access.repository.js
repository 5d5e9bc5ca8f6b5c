"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AccessRepository = void 0;
exports.effectivePermissions = effectivePermissions;
const drizzle_orm_1 = require("drizzle-orm");
const contracts_1 = require("@portico/contracts");
const schema_1 = require("../schema");
/** Reads users and user types with the columns access decisions need. */
class AccessRepository {
    db;
    constructor(db) {
        this.db = db;
    }
    async user(id, db = this.db) {
        const [row] = (await db.select().from(schema_1.users).where((0, drizzle_orm_1.eq)(schema_1.users.id, id)));
        return row;
    }
    async userType(id, db = this.db) {
        const [row] = (await db.select().from(schema_1.userTypes).where((0, drizzle_orm_1.eq)(schema_1.userTypes.id, id)));
        return row ? toType(row) : undefined;
    }
    /** The type and its ancestors, nearest first (a sub type can be nested under a sub type). */
    async lineage(id, db = this.db) {
        const chain = [];
        let next = id;
        while (next && chain.length < 10) {
            const type = await this.userType(next, db);
            if (!type)
                break;
            chain.push(type);
            next = type.parentId;
        }
        return chain;
    }
    async typesByIds(ids, db = this.db) {
        if (ids.length === 0)
            return [];
        return (await db.select().from(schema_1.userTypes).where((0, drizzle_orm_1.inArray)(schema_1.userTypes.id, ids))).map(toType);
    }
}
exports.AccessRepository = AccessRepository;
function toType(row) {
    const baseRole = String(row.baseRole);
    if (!(0, contracts_1.isRole)(baseRole))
        throw new Error(`user type ${String(row.id)} has unknown base role ${baseRole}`);
    return {
        id: String(row.id),
        name: String(row.name),
        baseRole,
        parentId: row.parentId ?? null,
        permissions: row.permissions ?? [],
        status: String(row.status),
    };
}
/** What a type grants: its own slugs, capped by every ancestor's (a sub type never exceeds its parent). */
function effectivePermissions(lineage) {
    if (lineage.length === 0)
        return new Set();
    let granted = new Set(lineage[0].permissions);
    for (const ancestor of lineage.slice(1))
        granted = new Set([...granted].filter((p) => ancestor.permissions.includes(p)));
    return granted;
}
//# sourceMappingURL=access.repository.js.map