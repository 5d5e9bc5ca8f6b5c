import { eq } from 'drizzle-orm';
import { notificationDelivery } from '@portico/contracts';
import { applyRecordChange, type EffectHandlers, type Mailer } from '@portico/platform';
import { NOTICE_MAIL_EFFECT } from './deliver-notice';
import { notificationDeliveries } from './notifications.schema';

const MAILER_ACTOR = 'community-mailer';

/**
 * Sends a delivery's mail after its transaction committed, then records the outcome on the
 * delivery: SENT when the mail server took it, ERROR (with the server's answer) when it refused;
 * an ERROR is retried by a person (resend), not in a loop. The Message-ID derives from the effect
 * id, so a retry after a crash is recognisable as the same mail.
 */
export function noticeMailEffects(mailer: Mailer): EffectHandlers {
  return {
    async [NOTICE_MAIL_EFFECT](payload, { effectId, db }) {
      const id = String(payload.deliveryId);
      const [delivery] = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id!, id));
      if (!delivery || !['sending', 'resending'].includes(String(delivery.state))) return;
      try {
        await mailer.send({
          to: String(payload.to),
          subject: String(payload.subject),
          text: String(payload.text),
          messageId: `<${effectId}@portico.effects>`,
        });
        await applyRecordChange(db, notificationDelivery, notificationDeliveries, MAILER_ACTOR, id, {
          state: 'sent',
          sentAt: new Date().toISOString(),
          errorMessage: null,
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await applyRecordChange(db, notificationDelivery, notificationDeliveries, MAILER_ACTOR, id, {
          state: 'error',
          errorMessage: message.slice(0, 500),
        });
      }
    },
  };
}
