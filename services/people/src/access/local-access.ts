import { and, eq, gt, sql } from 'drizzle-orm';
import { PorticoError, auditEntry, type AccessTokenClaims, msg } from '@portico/contracts';
import { isPlatformPrincipal, writeRecordEvents, type Db, type Principal, type ViewAsFetch } from '@portico/platform';
import { auditLog } from '../schema';
import { AccessRepository, effectivePermissions } from './access.repository';
import { currentRecordOf } from '../memberships/memberships';
import { activityRecorder } from '../analytics/activity';

/**
 * The people service's own answer to "what may this caller do now": the user's record, its
 * type's base role and effective grants, and its scope. Disabled (archived) or missing users
 * and users of a disabled type are refused.
 */
export function localAccessFetch(db: Db) {
  const resolve = resolveAccess(db);
  // The caller is using the console now: the user report counts them active today (ADR 0064).
  const record = activityRecorder(db);
  return async (claims: AccessTokenClaims): Promise<Principal> => {
    const principal = await resolve(claims);
    await record(principal.userId);
    return principal;
  };
}

/** The principal of a token's user, recording nothing (viewing as someone is not their visit). */
function resolveAccess(db: Db) {
  const repo = new AccessRepository(db);
  return async (claims: AccessTokenClaims): Promise<Principal> => {
    const account = await repo.user(claims.portico_uid ?? claims.sub);
    if (!account) throw new PorticoError('UNAUTHENTICATED', msg('user.notFound'));
    // One person, several organizations (ADR 0042): the sign-in works in the organization chosen last.
    const user = account.status === 'active' ? await currentRecordOf(db, account) : account;
    if (user.status !== 'active') throw new PorticoError('UNAUTHENTICATED', msg('user.disabled'));
    const lineage = await repo.lineage(String(user.userTypeId));
    const type = lineage[0];
    if (!type || lineage.some((t) => t.status !== 'active')) throw new PorticoError('UNAUTHENTICATED', msg('user.noActiveRole'));
    const principal: Principal = {
      userId: String(user.id),
      email: String(user.email),
      name: `${String(user.firstName)} ${String(user.lastName)}`.trim(),
      roles: [lineage[lineage.length - 1]!.baseRole],
      orgId: (user.parentOrgId as string | null) ?? null,
      propertyIds: (user.propertyIds as string[]) ?? [],
      unitIds: (user.unitIds as string[]) ?? [],
      vendorId: (user.vendorId as string | null) ?? null,
      permissions: effectivePermissions(lineage),
    };
    return principal;
  };
}

/** Repeated views of the same user within this window are one audit entry, not one per request. */
const AUDIT_WINDOW = sql`now() - interval '10 minutes'`;

/**
 * "View as": a platform administrator gets the target user's principal, marked as viewed by
 * them, and the first view in a window is written to the audit log.
 */
export function localViewAsFetch(db: Db): ViewAsFetch {
  const fetch = resolveAccess(db);
  const record = activityRecorder(db);
  return async (claims, bearer, targetUserId) => {
    const admin = await fetch(claims);
    await record(admin.userId);
    if (!isPlatformPrincipal(admin)) throw new PorticoError('FORBIDDEN', msg('user.viewAsAdminsOnly'));
    if (targetUserId === admin.userId) return admin;
    const target = await fetch({ ...claims, sub: targetUserId, portico_uid: targetUserId } as AccessTokenClaims).catch(() => {
      throw new PorticoError('NOT_FOUND', msg('user.notFound'));
    });
    const [recent] = await db
      .select({ id: auditLog.id! })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action!, 'view-as'),
          eq(auditLog.actorId!, admin.userId),
          eq(auditLog.targetId!, targetUserId),
          gt(auditLog.createdAt!, AUDIT_WINDOW),
        ),
      );
    if (!recent) {
      // The entry and its `created` event commit together, as any record's (ADR 0015).
      await db.transaction(async (tx) => {
        const rows = (await tx
          .insert(auditLog)
          .values({
            action: 'view-as',
            actorId: admin.userId,
            targetId: targetUserId,
            details: `${admin.email ?? admin.userId} viewed the console as ${target.email ?? targetUserId}`,
            createdBy: admin.userId,
            updatedBy: admin.userId,
          } as never)
          .returning()) as Record<string, unknown>[];
        await writeRecordEvents(tx as unknown as Db, auditEntry, 'create', admin.userId, rows);
      });
    }
    void bearer;
    return { ...target, viewedBy: admin.userId };
  };
}
