import { and, eq, sql } from 'drizzle-orm';
import { PorticoError, inviteAccept, msg } from '@portico/contracts';
import { actionKey, type ActionRunners, type Db, type ResourceService } from '@portico/platform';
import { queueIdentitySync } from '../effects/people-effects';
import { invites, parentOrgs, userTypes } from '../schema';
import { actingFor, checkNewPassword, hashToken } from './secrets';

const UNUSABLE = msg('link.invitationUnusable');

/**
 * Accepting an invitation: single use (row lock + state), unexpired, not revoked (archived).
 * The user and the grant are created together, or not at all; the sign-in account follows
 * once that commits (an after-commit effect, ADR 0015).
 */
export class InviteAcceptance {
  constructor(
    private readonly db: Db,
    private readonly users: ResourceService,
    private readonly runners: ActionRunners,
  ) {}

  private async usable(db: Db, token: unknown, lock: boolean) {
    if (typeof token !== 'string' || token.length < 20 || token.length > 100) throw new PorticoError('NOT_FOUND', UNUSABLE);
    const query = db
      .select()
      .from(invites)
      .where(and(eq(invites.tokenHash!, hashToken(token)), eq(invites.status!, 'active')));
    const [invite] = (lock ? await query.for('update') : await query) as Record<string, unknown>[];
    if (!invite || invite.inviteStatus !== 'pending' || new Date(String(invite.expiresAt)).getTime() < Date.now())
      throw new PorticoError('NOT_FOUND', UNUSABLE);
    return invite;
  }

  /** What the sign-up page shows before the person sets a password. */
  async lookup(token: unknown) {
    const invite = await this.usable(this.db, token, false);
    const [type] = await this.db
      .select({ name: userTypes.name! })
      .from(userTypes)
      .where(eq(userTypes.id!, String(invite.userTypeId)));
    const [org] = invite.parentOrgId
      ? await this.db
          .select({ name: parentOrgs.name! })
          .from(parentOrgs)
          .where(eq(parentOrgs.id!, String(invite.parentOrgId)))
      : [];
    return {
      email: invite.email,
      firstName: invite.firstName ?? null,
      lastName: invite.lastName ?? null,
      role: type?.name ?? null,
      org: org?.name ?? null,
      expiresAt: invite.expiresAt,
    };
  }

  async accept(body: unknown) {
    const { token, firstName, lastName, password, confirmPassword } = (body ?? {}) as Record<string, unknown>;
    const secret = checkNewPassword(password, confirmPassword);
    return this.users.transaction(async (tx) => {
      const invite = await this.usable(tx, token, true);
      const prepared = await this.users.prepareCreate(
        actingFor(String(invite.createdBy)),
        {
          firstName: (typeof firstName === 'string' && firstName.trim()) || invite.firstName,
          lastName: (typeof lastName === 'string' && lastName.trim()) || invite.lastName,
          email: invite.email,
          userTypeId: invite.userTypeId,
          propertyIds: invite.propertyIds,
          unitIds: invite.unitIds,
          ...(invite.parentOrgId ? { parentOrgId: invite.parentOrgId } : {}),
        },
        tx,
      );
      const [user] = await this.users.insertPrepared(tx, actingFor(String(invite.createdBy)), [prepared]);
      // The declared (internal) `accept` action: state check, version, `invite.accepted` event (ADR 0020).
      await this.runners.get(actionKey(inviteAccept))!.runWithin(tx, actingFor(user!.id), String(invite.id), {}, async () => ({
        acceptedAt: sql`now()`,
        acceptedUserId: user!.id,
      }));
      await queueIdentitySync(tx, user!.id, secret);
      return { email: user!.email, userId: user!.id };
    });
  }
}
