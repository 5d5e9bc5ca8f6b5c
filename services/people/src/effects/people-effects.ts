import { and, eq } from 'drizzle-orm';
import { queueDomainMail, recordEffect, type Db, type EffectHandlers, type MailMessage } from '@portico/platform';
import type { IdentityAccount, IdentityDirectory } from '../identity/identity-directory';
import { accountOf } from '../identity/identity-sync';
import { joinRequests } from '../schema';

/**
 * The people service's side effects, recorded in the write transaction and performed after it
 * commits (ADR 0015): a rolled-back change sends no mail and creates no account.
 */
const IDENTITY = 'identity';

/** Queues a mail; it is sent once the transaction commits. */
export function queueMail(tx: Db, message: MailMessage): Promise<string> {
  return queueDomainMail(tx, 'people', message);
}

/**
 * Queues bringing the provider account of `userId` in line with the data as it stands when the
 * effect runs (so order and retries do not matter); `password` is set when given.
 */
export function queueIdentitySync(tx: Db, userId: string, password?: string): Promise<string> {
  return recordEffect(tx, 'people', IDENTITY, { userId, ...(password ? { password } : {}) });
}

/** A pending join request's account: it exists, disabled, until the request is decided. */
async function pendingJoinAccount(db: Db, userId: string): Promise<IdentityAccount | undefined> {
  const [request] = (await db
    .select()
    .from(joinRequests)
    .where(and(eq(joinRequests.userId!, userId), eq(joinRequests.requestStatus!, 'pending')))) as Record<string, unknown>[];
  if (!request) return undefined;
  const firstName = String(request.firstName);
  const lastName = String(request.lastName);
  return { id: userId, email: String(request.email), firstName, lastName, name: `${firstName} ${lastName}`, roles: [], disabled: true };
}

export function peopleEffects(directory: IdentityDirectory): EffectHandlers {
  return {
    async [IDENTITY](payload, { db }) {
      const userId = String(payload.userId);
      const password = typeof payload.password === 'string' ? payload.password : undefined;
      const account = (await accountOf(db, userId)) ?? (await pendingJoinAccount(db, userId));
      if (account) await directory.upsert(account, password);
      else await directory.delete(userId);
    },
  };
}
