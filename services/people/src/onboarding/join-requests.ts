import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PorticoError, SEED_USER_TYPES, createSchema, joinRequest, toFieldErrors } from '@portico/contracts';
import { isPlatformPrincipal, type Db, type Principal, type ResourceService } from '@portico/platform';
import { queueIdentitySync, queueMail } from '../effects/people-effects';
import { joinRequests, properties, units, users } from '../schema';
import { joinRequestDecidedMail, joinRequestPendingMail, joinRequestReceivedMail, registrationAttemptMail } from './onboarding-mail';
import { actingFor, checkNewPassword } from './secrets';

const submitSchema = createSchema(joinRequest).omit({ requestedPropertyId: true, parentOrgId: true });

/**
 * Sign-up with a request to join: the account exists (disabled) from the start with the
 * password the person chose; an approver in scope accepts — creating the user with the
 * right role and unit — or declines with a reason. The requester is told either way.
 */
export class JoinRequests {
  constructor(
    private readonly db: Db,
    private readonly requests: ResourceService,
    private readonly users: ResourceService,
    private readonly parentOrgs: ResourceService,
  ) {}

  async submit(body: unknown) {
    const { password, confirmPassword, propertyCode, ...rest } = (body ?? {}) as Record<string, unknown>;
    const parsed = submitSchema.safeParse(rest);
    if (!parsed.success) throw PorticoError.validation(toFieldErrors(parsed.error));
    const secret = checkNewPassword(password, confirmPassword);
    const input = parsed.data as Record<string, unknown>;
    const email = String(input.email).toLowerCase();

    return this.requests.transaction(async (tx) => {
      // Everything a stranger can get wrong is checked before the email is looked at, and an
      // email that already has an account gets the same answer as a new one (no enumeration).
      const tenancy: Record<string, unknown> = {};
      if (input.kind !== 'portfolio') {
        // A property code from the manager, not a public property list: nothing leaks to strangers.
        if (typeof propertyCode !== 'string' || !propertyCode.trim())
          throw PorticoError.validation([{ path: 'propertyCode', message: 'Enter the property code you were given' }]);
        const [property] = (await tx
          .select()
          .from(properties)
          .where(
            and(sql`lower(${properties.propertyCode!}) = ${propertyCode.trim().toLowerCase()}`, eq(properties.status!, 'active')),
          )) as Record<string, unknown>[];
        if (!property) throw PorticoError.validation([{ path: 'propertyCode', message: 'No property has this code' }]);
        Object.assign(tenancy, { parentOrgId: property.parentOrgId, requestedPropertyId: property.id });
      }
      if (input.kind === 'resident' && !input.unitNumber)
        throw PorticoError.validation([{ path: 'unitNumber', message: 'The Unit field is required' }]);
      const [taken] = await tx
        .select({ id: users.id! })
        .from(users)
        .where(sql`lower(${users.email!}) = ${email}`);
      const [pending] = await tx
        .select({ id: joinRequests.id! })
        .from(joinRequests)
        .where(and(sql`lower(${joinRequests.email!}) = ${email}`, eq(joinRequests.requestStatus!, 'pending')));
      if (taken || pending) {
        await queueMail(tx, registrationAttemptMail(email));
        return { id: randomUUID(), requestStatus: 'pending' };
      }
      const userId = randomUUID();
      const [row] = await this.requests.insertPrepared(tx, actingFor(userId), [
        { ...input, ...tenancy, email, requestStatus: 'pending', userId, createdBy: userId, updatedBy: userId },
      ]);
      // The account exists from now on (after commit) but cannot sign in until the request is accepted.
      await queueIdentitySync(tx, userId, secret);
      await queueMail(tx, joinRequestReceivedMail(email, String(input.firstName)));
      for (const approver of await this.approvers(tx, (tenancy.parentOrgId as string | undefined) ?? null)) {
        await queueMail(tx, joinRequestPendingMail(approver, `${String(input.firstName)} ${String(input.lastName)}`));
      }
      return { id: row!.id, requestStatus: 'pending' };
    });
  }

  private async approvers(tx: Db, orgId: string | null): Promise<string[]> {
    const rows = (await tx
      .select({ email: users.email! })
      .from(users)
      .where(
        and(
          eq(users.approvesJoinRequests!, true),
          eq(users.status!, 'active'),
          orgId ? eq(users.parentOrgId!, orgId) : sql`${users.parentOrgId!} is null`,
        ),
      )) as { email: string }[];
    return rows.map((r) => r.email);
  }

  async decide(principal: Principal, id: unknown, body: unknown) {
    const { decision, reason, unitId } = (body ?? {}) as { decision?: unknown; reason?: unknown; unitId?: unknown };
    if (decision !== 'accept' && decision !== 'decline')
      throw PorticoError.validation([{ path: 'decision', message: 'Choose accept or decline' }]);
    const why = typeof reason === 'string' ? reason.trim().slice(0, 1000) : '';
    if (decision === 'decline' && !why) throw PorticoError.validation([{ path: 'reason', message: 'Give the requester a reason' }]);
    const request = await this.requests.read(principal, id); // in the approver's scope, or not found
    if (!isPlatformPrincipal(principal)) {
      const [approver] = (await this.db.select().from(users).where(eq(users.id!, principal.userId))) as Record<string, unknown>[];
      if (!approver?.approvesJoinRequests) throw new PorticoError('FORBIDDEN', 'Approval feature not available');
      if (String(approver.email).toLowerCase() === String(request.email).toLowerCase())
        throw new PorticoError('FORBIDDEN', 'You cannot decide your own request');
    }
    if (request.kind === 'portfolio' && !isPlatformPrincipal(principal))
      throw new PorticoError('FORBIDDEN', 'Only platform administrators can accept a new portfolio');

    return this.requests.transaction(async (tx) => {
      const [current] = (await tx.select().from(joinRequests).where(eq(joinRequests.id!, request.id)).for('update')) as Record<
        string,
        unknown
      >[];
      if (current?.requestStatus !== 'pending') throw new PorticoError('CONFLICT', 'This request was already decided');
      const decided = { decidedBy: principal.userId, decidedAt: sql`now()`, decisionReason: why || null };
      if (decision === 'decline') {
        await this.requests.applyChange(tx, principal, request.id, { ...decided, requestStatus: 'declined' });
        // The disabled account goes: no user and no pending request for it remain.
        await queueIdentitySync(tx, String(current.userId));
        await queueMail(tx, joinRequestDecidedMail(String(current.email), false, why));
        return { id: request.id, requestStatus: 'declined' };
      }
      const unitIds = await this.unitFor(tx, current, unitId);
      // A new portfolio brings its own parent org, owned by the requester.
      if (current.kind === 'portfolio') {
        const orgName = String(current.company || `${String(current.firstName)} ${String(current.lastName)} Portfolio`);
        const values = await this.parentOrgs.prepareCreate(
          actingFor(principal.userId),
          { name: orgName, email: current.email, phone: current.phone },
          tx,
        );
        const [org] = await this.parentOrgs.insertPrepared(tx, actingFor(principal.userId), [values]);
        current.parentOrgId = org!.id;
      }
      // Decided first: the pending request is what reserves the email against new users.
      await this.requests.applyChange(tx, principal, request.id, { ...decided, requestStatus: 'accepted' });
      const userTypeId =
        current.kind === 'vendor'
          ? SEED_USER_TYPES.vendor
          : current.kind === 'portfolio'
            ? SEED_USER_TYPES.parent
            : SEED_USER_TYPES.resident;
      const values = await this.users.prepareCreate(
        actingFor(principal.userId),
        {
          firstName: current.firstName,
          lastName: current.lastName,
          email: current.email,
          phone: current.phone,
          company: current.company,
          userTypeId,
          unitIds,
          propertyIds: current.requestedPropertyId ? [current.requestedPropertyId] : [],
          ...(current.parentOrgId ? { parentOrgId: current.parentOrgId } : {}),
        },
        tx,
      );
      await this.users.insertPrepared(tx, actingFor(principal.userId), [{ ...values, id: current.userId }]);
      await queueIdentitySync(tx, String(current.userId));
      await queueMail(tx, joinRequestDecidedMail(String(current.email), true, null));
      return { id: request.id, requestStatus: 'accepted', userId: current.userId };
    });
  }

  /** The unit the approver chose, or the one matching the requested number in the property. */
  private async unitFor(tx: Db, request: Record<string, unknown>, chosen: unknown): Promise<string[]> {
    if (request.kind !== 'resident') return [];
    const conditions = [eq(units.propertyId!, String(request.requestedPropertyId)), eq(units.status!, 'active')];
    const [unit] = (await tx
      .select({ id: units.id! })
      .from(units)
      .where(
        and(...conditions, typeof chosen === 'string' ? eq(units.id!, chosen) : eq(units.unitNumber!, String(request.unitNumber))),
      )) as { id: string }[];
    if (!unit)
      throw PorticoError.validation([{ path: 'unitId', message: `Unit ${String(request.unitNumber)} not found on the selected Property` }]);
    return [unit.id];
  }
}
