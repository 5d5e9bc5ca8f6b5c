import type { Domain } from '@portico/contracts';
import type { Db } from '../db/database';
import { concurrentEffect, recordEffect, type EffectHandlers } from '../events/after-commit-effects';
import type { Mailer, MailMessage } from './mailer';

/** The effect kind every service uses for mail (ADR 0015: sent after commit, retried, idempotent). */
export const MAIL_EFFECT = 'mail';

/** Queues a mail in the write transaction; it is sent once the transaction commits. */
export function queueDomainMail(tx: Db, domain: Domain, message: MailMessage): Promise<string> {
  return recordEffect(tx, domain, MAIL_EFFECT, { ...message });
}

/** The handler that sends queued mail, with a message id stable across retries. */
export function mailEffectHandlers(mailer: Mailer): EffectHandlers {
  return {
    [MAIL_EFFECT]: concurrentEffect(async (payload, { effectId }) => {
      await mailer.send({ ...(payload as unknown as MailMessage), messageId: `<${effectId}@portico.effects>` });
    }),
  };
}
