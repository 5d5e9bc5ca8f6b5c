import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  PorticoError,
  membershipConfirmBodySchema,
  organizationSwitchBodySchema,
  parseInput,
  noticeLanguageOf,
  msg,
  fieldError,
} from '@portico/contracts';
import type { Db, Principal } from '@portico/platform';
import { queueMail } from '../effects/people-effects';
import { hashToken, newLinkToken } from '../onboarding/secrets';
import { AccessRepository } from '../access/access.repository';
import { currentMemberships, memberships, parentOrgs, userTypes, users } from '../schema';
import { membershipConfirmMail } from './membership-mail';

export const MEMBERSHIP_LIFETIME_DAYS = 7;
const UNUSABLE = msg('link.confirmationUnusable');
const IN_USE = msg('user.emailInUse');

/** The record an address signs in with: its first user record, the one that is no membership. */
async function signInRecordOf(tx: Db, email: string): Promise<{ id: string; parentOrgId: string | null; language: unknown } | undefined> {
  const [row] = await tx
    .select({ id: users.id!, parentOrgId: users.parentOrgId!, language: users.language! })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id!))
    .where(and(sql`lower(${users.email!}) = ${email}`, isNull(memberships.userId)))
    .limit(1);
  return row as { id: string; parentOrgId: string | null; language: unknown } | undefined;
}

/** The account a user record belongs to: the sign-in record itself, or the one a membership points at. */
export async function accountIdOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ accountId: memberships.accountId }).from(memberships).where(eq(memberships.userId, userId));
  return row?.accountId ?? userId;
}

export async function isMembership(db: Db, userId: string): Promise<boolean> {
  return (await accountIdOf(db, userId)) !== userId;
}

/**
 * Creating a user whose address already signs in in another organization adds a membership of
 * that person instead of a second account: the record is created as asked and answered exactly
 * as for a new address (the creator learns nothing about other organizations), and the person
 * is mailed a single-use link to confirm it. Until then the membership cannot be used.
 */
export async function addAsMembershipIfSignedInElsewhere(tx: Db, principal: Principal, values: Record<string, unknown>): Promise<void> {
  const email = String(values.email ?? '').toLowerCase();
  if (!email) return;
  // Two organizations adding the same new address at once must not make two sign-ins.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`people.user.email:${email}`}))`);
  const account = await signInRecordOf(tx, email);
  if (!account) return;
  const orgId = (values.parentOrgId as string | null | undefined) ?? null;
  if (account.parentOrgId === orgId) return; // the same organization: its unique index answers
  // Platform staff (no organization) are administered by platform administrators, who see every address.
  if (orgId === null) throw PorticoError.validation([fieldError('email', IN_USE)]);
  const userId = randomUUID();
  values.id = userId;
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(Date.now() + MEMBERSHIP_LIFETIME_DAYS * 86_400_000).toISOString();
  await tx.insert(memberships).values({ userId, accountId: account.id, tokenHash: hash, addedBy: principal.userId, expiresAt });
  const [org] = await tx.select({ name: parentOrgs.name! }).from(parentOrgs).where(eq(parentOrgs.id!, orgId));
  const type = await new AccessRepository(tx).userType(String(values.userTypeId), tx);
  await queueMail(
    tx,
    membershipConfirmMail(
      email,
      token,
      {
        addedBy: principal.name ?? principal.email ?? 'An administrator',
        org: (org?.name as string | undefined) ?? null,
        role: type?.name ?? 'a user',
        expiresAt,
      },
      noticeLanguageOf(account.language),
    ),
  );
}

/**
 * The user record access resolves to for a signed-in account: the confirmed membership the
 * person switched to, while it is active; otherwise their own record.
 */
export async function currentRecordOf(db: Db, account: Record<string, unknown>): Promise<Record<string, unknown>> {
  const [chosen] = await db
    .select({ userId: currentMemberships.userId })
    .from(currentMemberships)
    .innerJoin(memberships, and(eq(memberships.userId, currentMemberships.userId), isNotNull(memberships.confirmedAt)))
    .where(eq(currentMemberships.accountId, String(account.id)));
  if (!chosen) return account;
  const record = await new AccessRepository(db).user(chosen.userId, db);
  return record && record.status === 'active' ? record : account;
}

export interface Organization {
  orgId: string;
  name: string;
  role: string;
  current: boolean;
}

/** A person's organizations: confirming a membership, listing them, switching between them. */
export class Memberships {
  constructor(private readonly db: Db) {}

  async confirm(body: unknown): Promise<{ org: string | null }> {
    const { token } = parseInput(membershipConfirmBodySchema, body ?? {});
    return this.db.transaction(async (tx) => {
      const [membership] = await tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.tokenHash, hashToken(token)), isNull(memberships.confirmedAt)))
        .for('update');
      if (!membership || new Date(membership.expiresAt).getTime() < Date.now()) throw new PorticoError('NOT_FOUND', UNUSABLE);
      const record = await new AccessRepository(tx).user(membership.userId, tx);
      if (!record || record.status !== 'active') throw new PorticoError('NOT_FOUND', UNUSABLE);
      await tx
        .update(memberships)
        .set({ confirmedAt: sql`now()` })
        .where(eq(memberships.userId, membership.userId));
      const [org] = await tx
        .select({ name: parentOrgs.name! })
        .from(parentOrgs)
        .where(eq(parentOrgs.id!, String(record.parentOrgId)));
      return { org: (org?.name as string | undefined) ?? null };
    });
  }

  /** The active user records of an account in organizations: its own and its confirmed memberships. */
  private async records(accountId: string, orgId?: string) {
    return this.db
      .select({ userId: users.id!, orgId: users.parentOrgId!, name: parentOrgs.name!, role: userTypes.name! })
      .from(users)
      .innerJoin(parentOrgs, eq(parentOrgs.id!, users.parentOrgId!))
      .leftJoin(userTypes, eq(userTypes.id!, users.userTypeId!))
      .leftJoin(memberships, eq(memberships.userId, users.id!))
      .where(
        and(
          eq(users.status!, 'active'),
          orgId ? eq(users.parentOrgId!, orgId) : undefined,
          or(eq(users.id!, accountId), and(eq(memberships.accountId, accountId), isNotNull(memberships.confirmedAt))),
        ),
      )
      .orderBy(asc(parentOrgs.name!));
  }

  /** Every organization the signed-in person may work in, with their role there. */
  async list(principal: Principal): Promise<Organization[]> {
    const rows = await this.records(await accountIdOf(this.db, principal.userId));
    return rows.map((r) => ({
      orgId: String(r.orgId),
      name: String(r.name),
      role: String(r.role ?? ''),
      current: String(r.userId) === principal.userId,
    }));
  }

  /** Makes another of the person's organizations the one they work in; returns whom to forget in caches. */
  async switchTo(principal: Principal, body: unknown): Promise<{ accountId: string; orgId: string }> {
    const { orgId } = parseInput(organizationSwitchBodySchema, body ?? {});
    const accountId = await accountIdOf(this.db, principal.userId);
    const [target] = await this.records(accountId, orgId);
    if (!target) throw new PorticoError('NOT_FOUND', msg('membership.notMember'));
    await this.db.transaction(async (tx) => {
      await tx.delete(currentMemberships).where(eq(currentMemberships.accountId, accountId));
      if (String(target.userId) !== accountId) await tx.insert(currentMemberships).values({ accountId, userId: String(target.userId) });
    });
    return { accountId, orgId: orgId };
  }
}
