import { and, eq, isNull, sql } from 'drizzle-orm';
import { PorticoError, type WebhookDelivery, type WebhookReceipt, msg } from '@portico/contracts';
import type { Db, Logger, RecurringJob } from '@portico/platform';
import { verifyStripeEvent } from '../stripe/stripe-client';
import type { CardPayments } from '../payments/card-payments';
import { webhookEvents } from './webhooks.schema';

type Row = typeof webhookEvents.$inferSelect;

/** The PaymentIntent an event is about: the object itself, or a charge's intent. */
function intentOf(event: { type: string; data: { object: Record<string, unknown> } }): string | undefined {
  const object = event.data.object;
  if (event.type.startsWith('payment_intent.')) return typeof object.id === 'string' ? object.id : undefined;
  if (event.type.startsWith('charge.')) return typeof object.payment_intent === 'string' ? object.payment_intent : undefined;
  return undefined;
}

/** Event types that move money here; others are stored and marked processed. */
const HANDLED = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled', 'charge.refunded']);

/**
 * Stripe's events in the billing service: stored in the inbox by event id (a repeat is
 * acknowledged and ignored), then processed by re-reading the PaymentIntent — never trusting
 * the event's copy or its order — so duplicated, reordered and stale events settle once.
 */
export class StripeWebhooks {
  constructor(
    private readonly db: Db,
    private readonly cards: CardPayments,
    private readonly log: Logger,
    private readonly secret: string | undefined = process.env.STRIPE_WEBHOOK_SECRET,
  ) {}

  /** Stores a delivery the gateway verified (verified again here: NATS is not the trust boundary). */
  async receive(delivery: WebhookDelivery): Promise<WebhookReceipt> {
    if (!this.secret) throw new PorticoError('SERVICE_UNAVAILABLE', msg('billing.stripeWebhooksNotConfigured'));
    let event;
    try {
      event = verifyStripeEvent(delivery.rawBody, delivery.signature, this.secret);
    } catch {
      throw new PorticoError('BAD_REQUEST', msg('error.invalidWebhookSignature'));
    }
    const stored = await this.db
      .insert(webhookEvents)
      .values({
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        objectId: intentOf(event as never) ?? null,
        payload: JSON.parse(delivery.rawBody) as Record<string, unknown>,
      })
      .onConflictDoNothing()
      .returning();
    if (stored.length === 0) return { received: true, duplicate: true };
    // Processed after the answer is on its way; the sweeper retries what fails.
    setImmediate(() => void this.process(event.id).catch((err) => this.log.warn({ err, event: event.id }, 'webhook processing failed')));
    return { received: true, duplicate: false };
  }

  /** Processes one stored event exactly once (row lock + processedAt), re-reading the intent. */
  async process(eventId: string): Promise<boolean> {
    return this.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [row] = (await tx
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.provider, 'stripe'), eq(webhookEvents.eventId, eventId), isNull(webhookEvents.processedAt)))
        .for('update', { skipLocked: true })) as Row[];
      if (!row) return false;
      try {
        if (HANDLED.has(row.type) && row.objectId) {
          if (row.type === 'charge.refunded') await this.cards.reconcileRefunds(tx, row.objectId);
          else await this.cards.settleIntent(tx, row.objectId);
        }
      } catch (err) {
        // Kept for the sweeper; the failure is recorded outside this transaction's rollback.
        const message = err instanceof Error ? err.message : String(err);
        await this.db
          .update(webhookEvents)
          .set({ attempts: sql`${webhookEvents.attempts} + 1`, lastError: message.slice(0, 500) })
          .where(and(eq(webhookEvents.provider, 'stripe'), eq(webhookEvents.eventId, eventId)))
          .catch(() => undefined);
        throw err;
      }
      await tx
        .update(webhookEvents)
        .set({ processedAt: sql`now()`, attempts: sql`${webhookEvents.attempts} + 1` })
        .where(and(eq(webhookEvents.provider, 'stripe'), eq(webhookEvents.eventId, eventId)));
      return true;
    });
  }

  /** Every stored, unprocessed event, oldest first. */
  async sweep(): Promise<number> {
    const pending = await this.db
      .select({ eventId: webhookEvents.eventId })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, 'stripe'), isNull(webhookEvents.processedAt)))
      .orderBy(webhookEvents.receivedAt)
      .limit(200);
    let done = 0;
    for (const { eventId } of pending) {
      try {
        if (await this.process(eventId)) done += 1;
      } catch {
        // Left for the next sweep.
      }
    }
    return done;
  }

  /** Retries what a crash or an outage left unprocessed. */
  sweeperJob(): RecurringJob {
    return {
      name: 'billing.webhooks.sweep',
      everyMs: 15_000,
      // Each event is processed in its own transaction, as when the webhook arrives.
      ownTransactions: true,
      run: async () => {
        await this.sweep();
      },
    };
  }
}
