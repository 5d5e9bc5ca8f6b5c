import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { notificationDelivery } from '@portico/contracts';
import { applyRecordChange, applyRecordChanges, concurrentEffect, type EffectHandlers, type Mailer } from '@portico/platform';
import { NOTICE_MAIL_EFFECT } from './deliver-notice';
import { notificationDeliveries } from './notifications.schema';

const MAILER_ACTOR = 'community-mailer';
/** Delivery states whose mail is still to leave; any other (sent, read, error) was dealt with. */
const TO_MAIL = new Set(['sending', 'resending']);

type MailOutcome = { deliveryId: string; sent: true } | { deliveryId: string; sent: false; error: string } | null;

/**
 * Sends a delivery's mail after its transaction committed, then records the outcome on the
 * delivery: SENT when the mail server took it, ERROR (with the server's answer) when it refused;
 * an ERROR is retried by a person (resend), not in a loop. The Message-ID derives from the effect
 * id, so a retry after a crash is recognisable as the same mail. Deliveries of a notice to
 * thousands go out side by side; a claimed batch reads its deliveries' states in one query (a
 * delivery already marked sent by an earlier attempt is not mailed again) and records its
 * outcomes together.
 */
export function noticeMailEffects(mailer: Mailer): EffectHandlers {
  const d = notificationDeliveries as unknown as Record<string, PgColumn>;
  return {
    [NOTICE_MAIL_EFFECT]: concurrentEffect<MailOutcome, Set<string>>(
      async (payload, { effectId, prepared }) => {
        const id = String(payload.deliveryId);
        if (!prepared?.has(id)) return null;
        try {
          await mailer.send({
            to: String(payload.to),
            subject: String(payload.subject),
            text: String(payload.text),
            messageId: `<${effectId}@portico.effects>`,
          });
          return { deliveryId: id, sent: true };
        } catch (err) {
          return { deliveryId: id, sent: false, error: (err instanceof Error ? err.message : String(err)).slice(0, 500) };
        }
      },
      (db, outcomes) =>
        db.transaction(async (tx) => {
          const sent = outcomes.flatMap((o) => (o?.sent ? [o.deliveryId] : []));
          await applyRecordChanges(tx, notificationDelivery, notificationDeliveries, MAILER_ACTOR, sent, {
            state: 'sent',
            sentAt: new Date().toISOString(),
            errorMessage: null,
          });
          for (const o of outcomes) {
            if (o && !o.sent)
              await applyRecordChange(tx, notificationDelivery, notificationDeliveries, MAILER_ACTOR, o.deliveryId, {
                state: 'error',
                errorMessage: o.error,
              });
          }
        }),
      // The deliveries of the batch still to be mailed, in one read.
      async (db, payloads) => {
        const ids = [...new Set(payloads.map((p) => String(p.deliveryId)))];
        if (ids.length === 0) return new Set<string>();
        const rows = (await db.select({ id: d.id!, state: d.state! }).from(notificationDeliveries).where(inArray(d.id!, ids))) as {
          id: string;
          state: string;
        }[];
        return new Set(rows.filter((r) => TO_MAIL.has(String(r.state))).map((r) => String(r.id)));
      },
    ),
  };
}
