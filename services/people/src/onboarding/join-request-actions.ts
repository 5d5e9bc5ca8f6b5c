import { and, eq, sql } from 'drizzle-orm';
import { PorticoError, SEED_USER_TYPES, msg, fieldError, noticeLanguageOf } from '@portico/contracts';
import {
  isPlatformPrincipal,
  type ActionHandler,
  type ActionHandlers,
  type Db,
  type Principal,
  type ResourceService,
} from '@portico/platform';
import { queueIdentitySync, queueMail } from '../effects/people-effects';
import { joinRequests, units, users } from '../schema';
import { joinRequestDecidedMail } from './onboarding-mail';
import { actingFor } from './secrets';

/**
 * The approver's decision on a join request, as handlers of the declared `approve` and `reject`
 * actions (ADR 0020): the runner has locked the request in the approver's scope and checked it
 * is pending; these add who may decide, and what deciding does.
 */
export function joinRequestActions(resources: Map<string, ResourceService>): ActionHandlers {
  const usersService = resources.get('user')!;
  const parentOrgs = resources.get('parentOrg')!;

  const decided = (principal: Principal, reason: string | undefined) => ({
    decidedBy: principal.userId,
    decidedAt: sql`now()`,
    decisionReason: reason ?? null,
  });

  const reject: ActionHandler = async ({ tx, principal, record, reason }) => {
    await mayDecide(tx, principal, record);
    // The disabled account goes: no user and no pending request for it remain.
    await queueIdentitySync(tx, String(record.userId));
    await queueMail(tx, joinRequestDecidedMail(String(record.email), false, reason ?? '', noticeLanguageOf(record.language)));
    return decided(principal, reason);
  };

  const approve: ActionHandler = async ({ tx, principal, record, input, reason }) => {
    await mayDecide(tx, principal, record);
    if (record.kind === 'portfolio' && !isPlatformPrincipal(principal))
      throw new PorticoError('FORBIDDEN', msg('joinRequest.portfolioAdminsOnly'));
    const unitIds = await unitFor(tx, record, input.unitId);
    let parentOrgId = record.parentOrgId as string | null | undefined;
    // A new portfolio brings its own parent org, owned by the requester.
    if (record.kind === 'portfolio') {
      const orgName = String(record.company || `${String(record.firstName)} ${String(record.lastName)} Portfolio`);
      const values = await parentOrgs.prepareCreate(
        actingFor(principal.userId),
        { name: orgName, email: record.email, phone: record.phone },
        tx,
      );
      const [org] = await parentOrgs.insertPrepared(tx, actingFor(principal.userId), [values]);
      parentOrgId = org!.id;
    }
    const userTypeId =
      record.kind === 'vendor' ? SEED_USER_TYPES.vendor : record.kind === 'portfolio' ? SEED_USER_TYPES.parent : SEED_USER_TYPES.resident;
    // The pending request reserves the email against new users: it is decided first (raw
    // update; the runner writes the version and the event after this handler).
    await tx
      .update(joinRequests)
      .set({ requestStatus: 'accepted' } as never)
      .where(eq(joinRequests.id!, String(record.id)));
    const values = await usersService.prepareCreate(
      actingFor(principal.userId),
      {
        firstName: record.firstName,
        lastName: record.lastName,
        email: record.email,
        phone: record.phone,
        company: record.company,
        // The language they signed up in is the one their mails speak until they choose another.
        ...(record.language ? { language: record.language } : {}),
        userTypeId,
        unitIds,
        propertyIds: record.requestedPropertyId ? [record.requestedPropertyId] : [],
        ...(parentOrgId ? { parentOrgId } : {}),
      },
      tx,
    );
    await usersService.insertPrepared(tx, actingFor(principal.userId), [{ ...values, id: record.userId }]);
    await queueIdentitySync(tx, String(record.userId));
    await queueMail(tx, joinRequestDecidedMail(String(record.email), true, null, noticeLanguageOf(record.language)));
    return { ...decided(principal, reason), ...(record.kind === 'portfolio' ? { parentOrgId } : {}) };
  };

  return { approve, reject };
}

/** Approvers only (platform staff always); nobody decides their own request. */
async function mayDecide(tx: Db, principal: Principal, record: Record<string, unknown>): Promise<void> {
  if (isPlatformPrincipal(principal)) return;
  const [approver] = (await tx.select().from(users).where(eq(users.id!, principal.userId))) as Record<string, unknown>[];
  if (!approver?.approvesJoinRequests) throw new PorticoError('FORBIDDEN', msg('joinRequest.approvalUnavailable'));
  if (String(approver.email).toLowerCase() === String(record.email).toLowerCase())
    throw new PorticoError('FORBIDDEN', msg('joinRequest.notOwn'));
}

/** The unit the approver chose, or the one matching the requested number in the property. */
async function unitFor(tx: Db, request: Record<string, unknown>, chosen: unknown): Promise<string[]> {
  if (request.kind !== 'resident') return [];
  const conditions = [eq(units.propertyId!, String(request.requestedPropertyId)), eq(units.status!, 'active')];
  const [unit] = (await tx
    .select({ id: units.id! })
    .from(units)
    .where(and(...conditions, typeof chosen === 'string' ? eq(units.id!, chosen) : eq(units.unitNumber!, String(request.unitNumber))))) as {
    id: string;
  }[];
  if (!unit)
    throw PorticoError.validation([
      fieldError(
        'unitId',
        msg('error.refNotFound', {
          label: { en: `Unit ${String(request.unitNumber)}`, es: `Unidad ${String(request.unitNumber)}` },
          where: { en: 'Property', es: 'propiedad' },
        }),
      ),
    ]);
  return [unit.id];
}
