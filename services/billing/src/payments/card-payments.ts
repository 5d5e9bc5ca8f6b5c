import { and, eq } from 'drizzle-orm';
import { PorticoError, invoice as invoiceDef, cardFeeCents, payment, msg, fieldError } from '@portico/contracts';
import { applyRecordChange, type ActionHandler, type Db, type Logger } from '@portico/platform';
import type { Stripe } from '../stripe/stripe-client';
import { invoices, paymentClaims, payments } from '../invoices/invoices.schema';
import { lockInvoice } from '../invoices/totals';
import { settingsOf } from '../settings/settings.hooks';
import { applyPayment } from './apply-payment';
import { applyRefund } from './apply-refund';
import { insertPayment } from './insert-payment';
import { queueReceipt } from './receipts';

type Row = Record<string, unknown>;
const SYSTEM = 'webhook';

/** A card payment attempt waiting on the provider: the row both the pay action and a recovered intent store. */
const cardAttempt = (amount: number, fee: number) =>
  ({ kind: 'payment', state: 'pending', method: 'card', amount, fee, total: amount + fee, refunded: 0 }) as const;

function notConfigured(): never {
  throw new PorticoError('SERVICE_UNAVAILABLE', msg('billing.cardsNotConfigured'));
}

/** A Stripe card error's message for the payer, or undefined for anything else. */
function cardDecline(err: unknown): string | undefined {
  const e = err as { type?: string; message?: string; raw?: { message?: string } };
  return e?.type === 'StripeCardError' ? (e.raw?.message ?? e.message ?? 'Your card was declined.') : undefined;
}

/**
 * Card payments through Stripe (ADR 0034). The pay action runs with the invoice row locked, so
 * two tabs (or a double click) paying one invoice queue: the second sees the first's outcome.
 * A PaymentIntent per attempt, created with an Idempotency-Key derived from the invoice and the
 * browser's attempt key; a settlement — from the action's own answer or from a webhook, in any
 * order, any number of times — re-reads the PaymentIntent and records it once (claims).
 */
export class CardPayments {
  constructor(
    private readonly stripe: Stripe | undefined,
    private readonly log?: Logger,
  ) {}

  get configured(): boolean {
    return this.stripe !== undefined;
  }

  /** The `pay` action: the runner has locked the invoice and checked its state and the caller's scope. */
  readonly pay: ActionHandler = async ({ tx, principal, record, input }) => {
    const stripe = this.stripe ?? notConfigured();
    if (record.type !== 'receivable') throw new PorticoError('CONFLICT', msg('billing.billsAreRecorded'));
    const attemptKey = String(input.attemptKey);
    const claimKey = `attempt:${String(record.id)}:${attemptKey}`;
    const [seen] = await tx.select().from(paymentClaims).where(eq(paymentClaims.key, claimKey));
    if (seen) return {}; // the same attempt again (a double click): it was handled the first time
    // An earlier attempt still pending: settle it if it went through, else cancel it first.
    const pending = (await tx
      .select()
      .from(payments)
      .where(and(eq(payments.billingId!, record.id as string), eq(payments.state!, 'pending')))) as Row[];
    let invoice: Row = record;
    for (const p of pending) {
      if (!p.providerRef) continue;
      const pi = await stripe.paymentIntents.retrieve(String(p.providerRef));
      if (pi.status === 'processing') throw new PorticoError('CONFLICT', msg('billing.paymentProcessing'));
      const changes = await this.settleLocked(tx, SYSTEM, invoice, pi);
      invoice = { ...invoice, ...changes };
    }
    if (Number(invoice.balance ?? 0) <= 0) {
      if (invoice !== record) return pickMoney(invoice);
      throw new PorticoError('CONFLICT', msg('billing.nothingToPay'));
    }
    let method: Stripe.PaymentMethod;
    try {
      method = await stripe.paymentMethods.retrieve(String(input.paymentMethodId));
    } catch {
      throw PorticoError.validation([fieldError('paymentMethodId', msg('billing.cardNotFound'))]);
    }
    if (method.type !== 'card' || !method.card) throw PorticoError.validation([fieldError('paymentMethodId', msg('billing.payWithCard'))]);
    const card = { brand: method.card.brand, funding: method.card.funding, last4: method.card.last4 };
    const settings = await settingsOf(tx, invoice.parentOrgId as string);
    const amount = Number(invoice.balance);
    const fee = cardFeeCents(amount, settings.cardFeeRateBps, card);
    if (input.expectedFee !== undefined && input.expectedFee !== null && Number(input.expectedFee) !== fee)
      throw new PorticoError('CONFLICT', msg('billing.feeChanged', { count: fee }), { fee });
    const paymentId = (
      await insertPayment(tx, principal.userId, invoice, {
        ...cardAttempt(amount, fee),
        attemptKey,
        reference: String(invoice.number ?? ''),
        cardBrand: card.brand,
        cardFunding: card.funding,
        cardLast4: card.last4,
        payerUserId: principal.userId,
      })
    ).id as string;
    await tx.insert(paymentClaims).values({ key: claimKey, paymentId });
    let pi: Stripe.PaymentIntent;
    try {
      pi = await stripe.paymentIntents.create(
        {
          amount: amount + fee,
          currency: 'usd',
          payment_method: method.id,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          description: `Invoice ${String(invoice.number ?? '')}`,
          metadata: {
            billingId: String(invoice.id),
            paymentId,
            orgId: String(invoice.parentOrgId),
            amount: String(amount),
            fee: String(fee),
            payerUserId: principal.userId,
          },
        },
        { idempotencyKey: `pi:${String(invoice.id)}:${attemptKey}` },
      );
    } catch (err) {
      const declined = cardDecline(err);
      if (declined) throw PorticoError.validation([{ path: 'paymentMethodId', message: declined }]);
      throw err;
    }
    await applyRecordChange(tx, payment, payments, principal.userId, paymentId, { providerRef: pi.id });
    await tx
      .insert(paymentClaims)
      .values({ key: `pi:${pi.id}`, paymentId })
      .onConflictDoNothing();
    if (pi.status === 'requires_action') {
      await stripe.paymentIntents.cancel(pi.id).catch(() => undefined);
      throw PorticoError.validation([fieldError('paymentMethodId', msg('billing.cardNeedsAuthentication'))]);
    }
    const changes = await this.settleLocked(tx, principal.userId, invoice, pi, principal.email);
    return changes;
  };

  /**
   * Settles a PaymentIntent against its invoice (locked by the caller) from its current state,
   * whatever told us about it: succeeded → the payment is recorded once; canceled or failed →
   * the attempt is closed; anything else → nothing yet. Returns the invoice's changes.
   */
  async settleLocked(tx: Db, actorId: string, invoice: Row, pi: Stripe.PaymentIntent, receiptTo?: string): Promise<Row> {
    const meta = pi.metadata ?? {};
    const [claim] = await tx
      .select()
      .from(paymentClaims)
      .where(eq(paymentClaims.key, `pi:${pi.id}`));
    const paymentId = claim?.paymentId ?? meta.paymentId;
    let [row] = paymentId ? ((await tx.select().from(payments).where(eq(payments.id!, paymentId))) as Row[]) : [];
    if (row && row.state !== 'pending') return {}; // settled before: a repeat, a stale or a reordered event
    if (pi.status === 'succeeded') {
      const amount = row ? Number(row.amount) : Number(meta.amount ?? pi.amount);
      const fee = row ? Number(row.fee) : Number(meta.fee ?? 0);
      if (!row) {
        // The attempt's own transaction never committed, but the money moved: record it from the intent.
        row = await insertPayment(tx, actorId, invoice, {
          ...(paymentId ? { id: paymentId } : {}),
          ...cardAttempt(amount, fee),
          providerRef: pi.id,
          payerUserId: meta.payerUserId ?? null,
        });
      }
      const { changes } = await applyPayment(tx, actorId, invoice, {
        amount,
        fee,
        method: 'card',
        reference: String(invoice.number ?? ''),
        providerRef: pi.id,
        payerUserId: (row!.payerUserId as string | null) ?? null,
        paymentId: row!.id as string,
        card: { brand: row!.cardBrand as string, funding: row!.cardFunding as string, last4: row!.cardLast4 as string },
      });
      const settings = await settingsOf(tx, invoice.parentOrgId as string);
      if (settings.receiptEmails)
        await queueReceipt(tx, { email: receiptTo, userId: row!.payerUserId ?? invoice.billToUserId }, invoice, {
          amount,
          fee,
          last4: row!.cardLast4 as string | null,
          paymentId: String(row!.id),
        });
      return changes;
    }
    if (row && (pi.status === 'canceled' || pi.status === 'requires_payment_method')) {
      await applyRecordChange(tx, payment, payments, actorId, row.id as string, {
        state: pi.status === 'canceled' ? 'canceled' : 'failed',
        providerRef: pi.id,
        failureReason: pi.last_payment_error?.message ?? (pi.status === 'canceled' ? 'Canceled' : 'Declined'),
      });
    }
    return {};
  }

  /** A webhook's PaymentIntent, re-read from Stripe and settled against its invoice. */
  async settleIntent(tx: Db, paymentIntentId: string): Promise<void> {
    const stripe = this.stripe ?? notConfigured();
    const pi = await stripe.paymentIntents.retrieve(paymentIntentId);
    const billingId = pi.metadata?.billingId;
    if (!billingId) return; // not one of ours
    const invoice = await lockInvoice(tx, billingId);
    if (!invoice) return;
    const changes = await this.settleLocked(tx, SYSTEM, invoice, pi);
    if (Object.keys(changes).length) await applyRecordChange(tx, invoiceDef, invoices, SYSTEM, billingId, changes);
  }

  /** A `charge.refunded` webhook: every succeeded refund of the intent not yet recorded is (made in the Stripe dashboard, or a lost commit). */
  async reconcileRefunds(tx: Db, paymentIntentId: string): Promise<void> {
    const stripe = this.stripe ?? notConfigured();
    const pi = await stripe.paymentIntents.retrieve(paymentIntentId);
    const billingId = pi.metadata?.billingId;
    if (!billingId) return;
    let invoice = await lockInvoice(tx, billingId);
    if (!invoice) return;
    await this.settleIntentLocked(tx, invoice, pi);
    invoice = (await lockInvoice(tx, billingId))!;
    const refunds = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
    for (const refund of refunds.data) {
      if (refund.status !== 'succeeded') continue;
      const [claimed] = await tx
        .select()
        .from(paymentClaims)
        .where(eq(paymentClaims.key, `re:${refund.id}`));
      if (claimed) continue;
      const [paid] = await tx
        .select()
        .from(paymentClaims)
        .where(eq(paymentClaims.key, `pi:${pi.id}`));
      const [original] = paid ? ((await tx.select().from(payments).where(eq(payments.id!, paid.paymentId))) as Row[]) : [];
      if (!original) continue;
      const { changes } = await applyRefund(tx, SYSTEM, invoice, {
        amount: Math.min(refund.amount, Number(original.total) - Number(original.refunded ?? 0)),
        reason: refund.reason ?? 'Refunded at the card provider',
        payment: original,
        providerRef: refund.id,
      });
      if (Object.keys(changes).length) invoice = await applyRecordChange(tx, invoiceDef, invoices, SYSTEM, billingId, changes);
    }
  }

  private async settleIntentLocked(tx: Db, invoice: Row, pi: Stripe.PaymentIntent): Promise<void> {
    const changes = await this.settleLocked(tx, SYSTEM, invoice, pi);
    if (Object.keys(changes).length) await applyRecordChange(tx, invoiceDef, invoices, SYSTEM, invoice.id as string, changes);
  }

  /** Returns card money through Stripe; the idempotency key makes a retried request return the same refund. */
  async refundCard(original: Row, amount: number, key: string): Promise<string> {
    const stripe = this.stripe ?? notConfigured();
    if (!original.providerRef) throw new PorticoError('CONFLICT', msg('billing.noProviderReference'));
    const refund = await stripe.refunds.create({ payment_intent: String(original.providerRef), amount }, { idempotencyKey: key });
    if (refund.status === 'failed' || refund.status === 'canceled') throw new PorticoError('CONFLICT', msg('billing.refundRefused'));
    this.log?.info({ refund: refund.id }, 'card refund created');
    return refund.id;
  }
}

function pickMoney(row: Row): Row {
  const { amount, fee, total, credited, paid, balance, state, paidAt } = row;
  return { amount, fee, total, credited, paid, balance, state, ...(paidAt ? { paidAt } : {}) };
}
