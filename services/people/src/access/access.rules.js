"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.userTypeRules = userTypeRules;
exports.outranks = outranks;
exports.assertCanGrant = assertCanGrant;
exports.userRules = userRules;
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const access_repository_1 = require("./access.repository");
const drizzle_orm_1 = require("drizzle-orm");
const schema_1 = require("../schema");
const email_change_1 = require("./email-change");
const KNOWN_SLUGS = new Set(contracts_1.ENTITIES.flatMap((e) => (0, contracts_1.slugsOf)(e)));
const SYSTEM_TYPE_IDS = new Set(Object.values(contracts_1.SEED_USER_TYPES));
/** User types: grants must exist and stay within the parent's; system types stay. */
function userTypeRules() {
    const check = async (tx, values, parentId) => {
        const permissions = Array.isArray(values.permissions) ? values.permissions : undefined;
        if (!permissions)
            return;
        const unknown = permissions.filter((p) => !KNOWN_SLUGS.has(p));
        if (unknown.length)
            throw contracts_1.PorticoError.validation([{ path: 'permissions', message: `Unknown permission: ${unknown.join(', ')}` }]);
        if (parentId) {
            const parent = (0, access_repository_1.effectivePermissions)(await new access_repository_1.AccessRepository(tx).lineage(parentId, tx));
            const beyond = permissions.filter((p) => !parent.has(p));
            if (beyond.length)
                throw contracts_1.PorticoError.validation([
                    { path: 'permissions', message: `A sub type cannot grant more than its parent: ${beyond.join(', ')}` },
                ]);
        }
    };
    return {
        async beforeCreate({ tx, values }) {
            const parentId = values.parentId ?? null;
            if (parentId) {
                const parent = await new access_repository_1.AccessRepository(tx).userType(parentId, tx);
                if (parent && parent.baseRole !== values.baseRole) {
                    throw contracts_1.PorticoError.validation([{ path: 'baseRole', message: `A sub type keeps its parent's base role (${parent.baseRole})` }]);
                }
            }
            await check(tx, values, parentId);
        },
        async beforeUpdate({ tx, current, changes }) {
            await check(tx, changes, current.parentId ?? null);
        },
        async beforeDelete({ current }) {
            if (SYSTEM_TYPE_IDS.has(String(current.id)))
                throw new contracts_1.PorticoError('CONFLICT', 'The built-in user types cannot be deleted');
        },
    };
}
/** The base role of a user type (the root of its lineage), or undefined for an unknown type. */
async function baseRoleOf(tx, userTypeId) {
    if (typeof userTypeId !== 'string')
        return undefined;
    const lineage = await new access_repository_1.AccessRepository(tx).lineage(userTypeId, tx);
    return lineage[lineage.length - 1]?.baseRole;
}
/** Platform staff administer anyone; everyone else only users whose role ranks below their own. */
function outranks(principal, targetRole) {
    if ((0, platform_1.isPlatformPrincipal)(principal))
        return true;
    return targetRole !== undefined && (0, contracts_1.highestRank)(principal.roles) > (0, contracts_1.roleRank)(targetRole);
}
const AT_OR_ABOVE = 'You cannot change a user whose role is at or above your own';
/** Refuses giving a role that grants more than the actor holds, or a platform role from a tenant. */
async function assertCanGrant(tx, principal, userTypeId) {
    if (typeof userTypeId !== 'string')
        return;
    const lineage = await new access_repository_1.AccessRepository(tx).lineage(userTypeId, tx);
    if (lineage.length === 0)
        throw contracts_1.PorticoError.validation([{ path: 'userTypeId', message: 'Role not found' }]);
    const baseRole = lineage[lineage.length - 1].baseRole;
    if ((0, platform_1.isPlatformPrincipal)(principal))
        return;
    if (contracts_1.PLATFORM_ROLES.includes(baseRole))
        throw new contracts_1.PorticoError('FORBIDDEN', 'Only platform administrators can grant this role');
    const beyond = [...(0, access_repository_1.effectivePermissions)(lineage)].filter((p) => !principal.permissions.has(p));
    if (beyond.length)
        throw new contracts_1.PorticoError('FORBIDDEN', 'You cannot grant a role above your own', { permissions: beyond });
    // A user one could not administer afterwards is not one to create or promote (ADR 0015).
    if (!outranks(principal, baseRole))
        throw new contracts_1.PorticoError('FORBIDDEN', 'You cannot grant a role above your own');
}
/** Fields a user may change on their own record through the user screens (as in their profile). */
const SELF_LOCKED = new Set(['email', 'userTypeId', 'status', 'parentOrgId', 'propertyIds', 'unitIds', 'vendorId']);
/**
 * Users: nobody assigns a role that grants what they do not hold themselves, only platform
 * staff hand out platform roles, nobody administers a user of their own rank or above, and
 * only platform staff change an email (ADR 0015). Tenant users stay in their own org (kit).
 */
function userRules() {
    const guard = assertCanGrant;
    return {
        async beforeCreate({ tx, principal, values }) {
            await guard(tx, principal, values.userTypeId);
            // A pending join request owns this email (its sign-in exists, disabled): decide it instead.
            const [pending] = await tx
                .select({ id: schema_1.joinRequests.id })
                .from(schema_1.joinRequests)
                .where((0, drizzle_orm_1.and)((0, drizzle_orm_1.sql) `lower(${schema_1.joinRequests.email}) = ${String(values.email).toLowerCase()}`, (0, drizzle_orm_1.eq)(schema_1.joinRequests.requestStatus, 'pending')));
            if (pending)
                throw contracts_1.PorticoError.validation([{ path: 'email', message: 'This email has a pending join request: accept or decline it instead' }]);
        },
        async beforeUpdate({ tx, principal, current, changes }) {
            const self = String(current.id) === principal.userId;
            if (self && changes.userTypeId !== undefined && changes.userTypeId !== current.userTypeId) {
                throw new contracts_1.PorticoError('FORBIDDEN', 'You cannot change your own role');
            }
            const touchesLocked = Object.keys(changes).some((k) => SELF_LOCKED.has(k) && changes[k] !== current[k]);
            if (!(self && !touchesLocked) && !outranks(principal, await baseRoleOf(tx, current.userTypeId))) {
                throw new contracts_1.PorticoError('FORBIDDEN', AT_OR_ABOVE);
            }
            if (typeof changes.email === 'string' && changes.email.toLowerCase() !== String(current.email).toLowerCase()) {
                // The email is the sign-in: changing it is taking the account over, unless the owner confirms.
                if (!(0, platform_1.isPlatformPrincipal)(principal))
                    throw new contracts_1.PorticoError('FORBIDDEN', 'Only platform administrators can change an email; the new address must confirm it');
                await (0, email_change_1.requestEmailChange)(tx, principal, current, changes.email);
            }
            delete changes.email; // applied only by the confirmation link
            if (changes.userTypeId !== undefined)
                await guard(tx, principal, changes.userTypeId);
        },
        async beforeDelete({ tx, principal, current }) {
            if (!outranks(principal, await baseRoleOf(tx, current.userTypeId)))
                throw new contracts_1.PorticoError('FORBIDDEN', AT_OR_ABOVE);
        },
    };
}
//# sourceMappingURL=access.rules.js.map