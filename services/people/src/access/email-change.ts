import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { PorticoError, emailChangeConfirmBodySchema, toFieldErrors, noticeLanguageOf, msg, fieldError } from '@portico/contracts';
import type { Db, Principal, ResourceService } from '@portico/platform';
import { queueMail } from '../effects/people-effects';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../onboarding/onboarding-mail';
import { actingFor, hashToken, newLinkToken } from '../onboarding/secrets';
import { emailChanges, users } from '../schema';

export const EMAIL_CHANGE_LIFETIME_HOURS = 24;
const UNUSABLE = msg('link.confirmationUnusable');
const IN_USE = msg('user.emailInUse');

async function takenBy(tx: Db, email: string, except: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id! })
    .from(users)
    .where(and(sql`lower(${users.email!}) = ${email}`, ne(users.id!, except)));
  return row !== undefined;
}

/**
 * Records a pending change of `user`'s email (ADR 0015): the new address gets a single-use
 * link, the current one a notice; nothing changes until the link is used.
 */
export async function requestEmailChange(tx: Db, principal: Principal, user: Record<string, unknown>, newEmail: string): Promise<void> {
  const email = newEmail.trim().toLowerCase();
  if (await takenBy(tx, email, String(user.id))) throw PorticoError.validation([fieldError('email', IN_USE)]);
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_LIFETIME_HOURS * 3_600_000).toISOString();
  await tx
    .insert(emailChanges)
    .values({ userId: String(user.id), newEmail: email, tokenHash: hash, requestedBy: principal.userId, expiresAt });
  // Both addresses are the same person's: mailed in the language they stored (ADR 0077).
  const language = noticeLanguageOf(user.language);
  await queueMail(tx, emailChangeConfirmMail(email, token, expiresAt, language));
  await queueMail(tx, emailChangeNoticeMail(String(user.email), email, language));
}

/** The owner of the new address confirms: the email changes, through the kit (event, identity sync). */
export class EmailChanges {
  constructor(private readonly users: ResourceService) {}

  async confirm(body: unknown): Promise<{ userId: string; email: string }> {
    const parsed = emailChangeConfirmBodySchema.safeParse(body ?? {});
    if (!parsed.success) throw PorticoError.validation(toFieldErrors(parsed.error));
    return this.users.transaction(async (tx) => {
      const [change] = await tx
        .select()
        .from(emailChanges)
        .where(and(eq(emailChanges.tokenHash, hashToken(parsed.data.token)), isNull(emailChanges.confirmedAt)))
        .for('update');
      if (!change || new Date(change.expiresAt).getTime() < Date.now()) throw new PorticoError('NOT_FOUND', UNUSABLE);
      if (await takenBy(tx, change.newEmail, change.userId)) throw new PorticoError('CONFLICT', IN_USE);
      const updated = await this.users.applyChange(tx, actingFor(change.requestedBy), change.userId, { email: change.newEmail });
      // This link is spent, and any other pending change of the same user with it.
      await tx
        .update(emailChanges)
        .set({ confirmedAt: sql`now()` })
        .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.confirmedAt)));
      return { userId: updated.id, email: String(updated.email) };
    });
  }
}
