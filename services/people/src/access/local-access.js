"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.localAccessFetch = localAccessFetch;
exports.localViewAsFetch = localViewAsFetch;
const drizzle_orm_1 = require("drizzle-orm");
const contracts_1 = require("@portico/contracts");
const platform_1 = require("@portico/platform");
const schema_1 = require("../schema");
const access_repository_1 = require("./access.repository");
/**
 * The people service's own answer to "what may this caller do now": the user's record, its
 * type's base role and effective grants, and its scope. Disabled (archived) or missing users
 * and users of a disabled type are refused.
 */
function localAccessFetch(db) {
    const repo = new access_repository_1.AccessRepository(db);
    return async (claims) => {
        const user = await repo.user(claims.portico_uid ?? claims.sub);
        if (!user)
            throw new contracts_1.PorticoError('UNAUTHENTICATED', 'User Not Found');
        if (user.status !== 'active')
            throw new contracts_1.PorticoError('UNAUTHENTICATED', 'This user account is disabled');
        const lineage = await repo.lineage(String(user.userTypeId));
        const type = lineage[0];
        if (!type || lineage.some((t) => t.status !== 'active'))
            throw new contracts_1.PorticoError('UNAUTHENTICATED', 'This user account has no active role');
        const principal = {
            userId: String(user.id),
            email: String(user.email),
            name: `${String(user.firstName)} ${String(user.lastName)}`.trim(),
            roles: [lineage[lineage.length - 1].baseRole],
            orgId: user.parentOrgId ?? null,
            propertyIds: user.propertyIds ?? [],
            unitIds: user.unitIds ?? [],
            vendorId: user.vendorId ?? null,
            permissions: (0, access_repository_1.effectivePermissions)(lineage),
        };
        return principal;
    };
}
/** Repeated views of the same user within this window are one audit entry, not one per request. */
const AUDIT_WINDOW = (0, drizzle_orm_1.sql) `now() - interval '10 minutes'`;
/**
 * "View as": a platform administrator gets the target user's principal, marked as viewed by
 * them, and the first view in a window is written to the audit log.
 */
function localViewAsFetch(db) {
    const fetch = localAccessFetch(db);
    return async (claims, bearer, targetUserId) => {
        const admin = await fetch(claims);
        if (!(0, platform_1.isPlatformPrincipal)(admin))
            throw new contracts_1.PorticoError('FORBIDDEN', 'Only platform administrators can view as another user');
        if (targetUserId === admin.userId)
            return admin;
        const target = await fetch({ ...claims, sub: targetUserId, portico_uid: targetUserId }).catch(() => {
            throw new contracts_1.PorticoError('NOT_FOUND', 'User Not Found');
        });
        const [recent] = await db
            .select({ id: schema_1.auditLog.id })
            .from(schema_1.auditLog)
            .where((0, drizzle_orm_1.and)((0, drizzle_orm_1.eq)(schema_1.auditLog.action, 'view-as'), (0, drizzle_orm_1.eq)(schema_1.auditLog.actorId, admin.userId), (0, drizzle_orm_1.eq)(schema_1.auditLog.targetId, targetUserId), (0, drizzle_orm_1.gt)(schema_1.auditLog.createdAt, AUDIT_WINDOW)));
        if (!recent) {
            // The entry and its `created` event commit together, as any record's (ADR 0015).
            await db.transaction(async (tx) => {
                const rows = (await tx
                    .insert(schema_1.auditLog)
                    .values({
                    action: 'view-as',
                    actorId: admin.userId,
                    targetId: targetUserId,
                    details: `${admin.email ?? admin.userId} viewed the console as ${target.email ?? targetUserId}`,
                    createdBy: admin.userId,
                    updatedBy: admin.userId,
                })
                    .returning());
                await (0, platform_1.writeRecordEvents)(tx, contracts_1.auditEntry, 'create', admin.userId, rows);
            });
        }
        void bearer;
        return { ...target, viewedBy: admin.userId };
    };
}
//# sourceMappingURL=local-access.js.map