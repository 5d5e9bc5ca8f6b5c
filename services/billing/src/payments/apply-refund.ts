import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ACCOUNTS, PorticoError, invoice as invoiceDef, invoiceLine, isoDay, payment, msg, fieldError } from '@portico/contracts';
import { applyRecordChange, writeRecordEvents, type Db } from '@portico/platform';
import { invoiceLines, invoices, paymentClaims, payments } from '../invoices/invoices.schema';
import { nextNumber } from '../invoices/finalize';
import { invoicePosting, postEntries } from '../ledger/post-entries';
import { moneyChanges } from '../invoices/totals';
import { insertPayment } from './insert-payment';

type Row = Record<string, unknown>;

export interface RefundInput {
  amount: number;
  reason: string;
  /** The succeeded payment the money goes back through. */
  payment: Row;
  /** The provider's refund id (card refunds): claimed, so a webhook never records it again. */
  providerRef?: string | null;
}

/** How much of a payment can still be returned. */
export const refundableOf = (p: Row): number => Number(p.total ?? 0) - Number(p.refunded ?? 0);

/**
 * Refunds by credit note, inside the caller's transaction with the invoice locked: a numbered
 * credit note (its own record, `creditNoteFor` the invoice) posted against revenue, the refund
 * (a `refund` payment row) posted against cash or card clearing, the payment's refunded total,
 * and the invoice's new money — credited up, paid down by the same amount, so its balance stays.
 * Returns the invoice changes for the caller to store.
 */
export async function applyRefund(tx: Db, actorId: string, invoice: Row, r: RefundInput): Promise<{ changes: Row; refundId: string }> {
  if (invoice.type !== 'receivable') throw new PorticoError('CONFLICT', msg('billing.refundsOnInvoices'));
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw PorticoError.validation([fieldError('amount', msg('billing.amountCents'))]);
  if (r.amount > refundableOf(r.payment) || r.amount > Number(invoice.paid ?? 0))
    throw PorticoError.validation([
      fieldError('amount', msg('billing.refundAtMost', { count: Math.min(refundableOf(r.payment), Number(invoice.paid ?? 0)) })),
    ]);
  if (r.providerRef) {
    const claimed = await tx
      .insert(paymentClaims)
      .values({ key: `re:${r.providerRef}`, paymentId: r.payment.id as string })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return { changes: {}, refundId: '' };
  }
  const day = isoDay(new Date());
  const lines = (await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.billingId!, invoice.id as string))) as Row[];
  const revenue = (lines.find((l) => l.kind !== 'fee')?.account as string | undefined) ?? ACCOUNTS.revenue;
  // The credit note: numbered in its own series, settled against the invoice at once.
  const noteId = randomUUID();
  const number = await nextNumber(tx, invoice.parentOrgId as string, 'CN');
  const [note] = (await tx
    .insert(invoices)
    .values({
      id: noteId,
      parentOrgId: invoice.parentOrgId,
      propertyId: invoice.propertyId,
      type: 'receivable',
      number,
      title: `Credit note for ${String(invoice.number ?? '')}: ${r.reason}`.slice(0, 200),
      invoiceDate: day,
      dueDate: day,
      unitId: invoice.unitId ?? null,
      billToUserId: invoice.billToUserId ?? null,
      state: 'paid',
      amount: r.amount,
      fee: 0,
      total: r.amount,
      credited: r.amount,
      paid: 0,
      balance: 0,
      creditNoteFor: invoice.id,
      approverUserIds: [],
      finalizedAt: new Date().toISOString(),
      paidAt: new Date().toISOString(),
      createdBy: actorId,
      updatedBy: actorId,
    } as never)
    .returning()) as Row[];
  const [noteLine] = (await tx
    .insert(invoiceLines)
    .values({
      parentOrgId: invoice.parentOrgId,
      propertyId: invoice.propertyId,
      billingId: noteId,
      position: 1,
      kind: 'charge',
      description: r.reason.slice(0, 300),
      account: revenue,
      quantity: 1,
      unitAmount: r.amount,
      amount: r.amount,
      unitId: invoice.unitId ?? null,
      createdBy: actorId,
      updatedBy: actorId,
    } as never)
    .returning()) as Row[];
  await writeRecordEvents(tx, invoiceDef, 'create', actorId, [note!]);
  await writeRecordEvents(tx, invoiceLine, 'create', actorId, [noteLine!]);
  const base = invoicePosting(invoice, actorId, day);
  await postEntries(tx, {
    ...base,
    source: 'credit-note',
    memo: `${number} for ${String(invoice.number ?? '')}`,
    lines: [
      { account: revenue, debit: r.amount },
      { account: ACCOUNTS.receivable, credit: r.amount },
    ],
  });
  const refund = await insertPayment(tx, actorId, invoice, {
    kind: 'refund',
    state: 'succeeded',
    method: r.payment.method,
    amount: r.amount,
    fee: 0,
    total: r.amount,
    refunded: 0,
    refundOf: r.payment.id,
    reference: number,
    providerRef: r.providerRef ?? null,
    cardBrand: r.payment.cardBrand ?? null,
    cardLast4: r.payment.cardLast4 ?? null,
    paidAt: new Date().toISOString(),
  });
  const refundId = refund.id as string;
  await applyRecordChange(tx, payment, payments, actorId, r.payment.id as string, { refunded: Number(r.payment.refunded ?? 0) + r.amount });
  await postEntries(tx, {
    ...base,
    paymentId: refundId,
    source: 'refund',
    memo: `Refund ${String(invoice.number ?? '')} (${number})`,
    lines: [
      { account: ACCOUNTS.receivable, debit: r.amount },
      { account: r.payment.method === 'card' ? ACCOUNTS.cardClearing : ACCOUNTS.cash, credit: r.amount },
    ],
  });
  const changes = await moneyChanges(tx, invoice, undefined, {
    credited: Number(invoice.credited ?? 0) + r.amount,
    paid: Number(invoice.paid ?? 0) - r.amount,
  });
  return { changes, refundId };
}

/** The payment a refund goes back through: the one named, else the latest with money left to return. */
export async function refundablePayment(tx: Db, invoiceId: string, paymentId?: unknown): Promise<Row> {
  const list = (await tx.select().from(payments).where(eq(payments.billingId!, invoiceId))) as Row[];
  const candidates = list
    .filter((p) => p.kind === 'payment' && p.state === 'succeeded' && refundableOf(p) > 0)
    .sort((a, b) => String(b.paidAt ?? '').localeCompare(String(a.paidAt ?? '')));
  const chosen = typeof paymentId === 'string' ? candidates.find((p) => p.id === paymentId) : candidates[0];
  if (!chosen) throw new PorticoError('CONFLICT', msg('billing.nothingToRefund'));
  return chosen;
}
