import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  PorticoError,
  actionSlug,
  createSchema,
  joinRequest,
  joinRequestApprove,
  joinRequestReject,
  toFieldErrors,
  noticeLanguageOf,
  msg,
  fieldError,
} from '@portico/contracts';
import { actionKey, type ActionRunners, type Db, type Principal, type ResourceService } from '@portico/platform';
import { queueIdentitySync, queueMail } from '../effects/people-effects';
import { joinRequests, properties, users } from '../schema';
import { joinRequestPendingMail, joinRequestReceivedMail, registrationAttemptMail } from './onboarding-mail';
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
    private readonly runners: ActionRunners,
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
          throw PorticoError.validation([fieldError('propertyCode', msg('joinRequest.enterCode'))]);
        const [property] = (await tx
          .select()
          .from(properties)
          .where(
            and(sql`lower(${properties.propertyCode!}) = ${propertyCode.trim().toLowerCase()}`, eq(properties.status!, 'active')),
          )) as Record<string, unknown>[];
        if (!property) throw PorticoError.validation([fieldError('propertyCode', msg('joinRequest.unknownCode'))]);
        Object.assign(tenancy, { parentOrgId: property.parentOrgId, requestedPropertyId: property.id });
      }
      if (input.kind === 'resident' && !input.unitNumber)
        throw PorticoError.validation([
          fieldError('unitNumber', {
            key: 'validation.required',
            params: { label: { en: 'Unit', es: 'Unidad' } },
            en: 'The Unit field is required',
          }),
        ]);
      const [taken] = await tx
        .select({ id: users.id!, language: users.language! })
        .from(users)
        .where(sql`lower(${users.email!}) = ${email}`);
      const [pending] = await tx
        .select({ id: joinRequests.id! })
        .from(joinRequests)
        .where(and(sql`lower(${joinRequests.email!}) = ${email}`, eq(joinRequests.requestStatus!, 'pending')));
      if (taken || pending) {
        await queueMail(tx, registrationAttemptMail(email, noticeLanguageOf(taken?.language)));
        return { id: randomUUID(), requestStatus: 'pending' };
      }
      const userId = randomUUID();
      const [row] = await this.requests.insertPrepared(tx, actingFor(userId), [
        { ...input, ...tenancy, email, requestStatus: 'pending', userId, createdBy: userId, updatedBy: userId },
      ]);
      // The account exists from now on (after commit) but cannot sign in until the request is accepted.
      await queueIdentitySync(tx, userId, secret);
      await queueMail(tx, joinRequestReceivedMail(email, String(input.firstName), noticeLanguageOf(input.language)));
      for (const approver of await this.approvers(tx, (tenancy.parentOrgId as string | undefined) ?? null)) {
        // Each approver reads it in the language they stored (ADR 0077).
        await queueMail(
          tx,
          joinRequestPendingMail(
            approver.email,
            `${String(input.firstName)} ${String(input.lastName)}`,
            noticeLanguageOf(approver.language),
          ),
        );
      }
      return { id: row!.id, requestStatus: 'pending' };
    });
  }

  private async approvers(tx: Db, orgId: string | null): Promise<{ email: string; language: unknown }[]> {
    const rows = (await tx
      .select({ email: users.email!, language: users.language! })
      .from(users)
      .where(
        and(
          eq(users.approvesJoinRequests!, true),
          eq(users.status!, 'active'),
          orgId ? eq(users.parentOrgId!, orgId) : sql`${users.parentOrgId!} is null`,
        ),
      )) as { email: string; language: unknown }[];
    return rows;
  }

  /**
   * The older decision route (`POST /join-requests/{id}/decision`), kept for its callers: it
   * runs the declared `approve` or `reject` action (ADR 0020), and needs that action's slug.
   */
  async decide(principal: Principal, id: unknown, body: unknown) {
    const { decision, reason, unitId } = (body ?? {}) as { decision?: unknown; reason?: unknown; unitId?: unknown };
    if (decision !== 'accept' && decision !== 'decline')
      throw PorticoError.validation([fieldError('decision', msg('joinRequest.chooseDecision'))]);
    const action = decision === 'accept' ? joinRequestApprove : joinRequestReject;
    if (!principal.permissions.has(actionSlug(action)))
      throw new PorticoError('FORBIDDEN', msg('error.missingPermissionShort', { slug: actionSlug(action) }));
    const runner = this.runners.get(actionKey(action))!;
    return runner.run(principal, id, decision === 'accept' ? (unitId === undefined ? {} : { unitId }) : { reason });
  }
}
