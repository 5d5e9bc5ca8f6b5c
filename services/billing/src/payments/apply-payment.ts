import { eq } from 'drizzle-orm';
import { ACCOUNTS, invoiceLine, isoDay, payment } from '@portico/contracts';
import { applyRecordChange, writeRecordEvents, type Db } from '@portico/platform';
import { invoiceLines, paymentClaims, payments } from '../invoices/invoices.schema';
import { invoicePosting, postEntries } from '../ledger/post-entries';
import { moneyChanges } from '../invoices/totals';
import { insertPayment } from './insert-payment';

type Row = Record<string, unknown>;

export interface SettledPayment {
  /** Cents applied to the invoice's charges. */
  amount: number;
  /** Card transaction fee charged on top (its own line and account); 0 otherwise. */
  fee: number;
  method: string;
  reference?: string | null;
  paidOn?: string | null;
  payerUserId?: string | null;
  providerRef?: string | null;
  card?: { brand?: string | null; funding?: string | null; last4?: string | null };
  /** The pending attempt row to complete (card payments); absent: a new row. */
  paymentId?: string;
}

/**
 * Records money received for (or paid on) a locked invoice, inside the caller's transaction:
 * the payment row (succeeded), the fee line, balanced ledger postings (fee: receivable against
 * card fee income; payment: cash or card clearing against receivable — or payables against cash
 * for a bill) and returns the invoice's new money and state for the caller to store.
 */
export async function applyPayment(tx: Db, actorId: string, invoice: Row, p: SettledPayment): Promise<{ changes: Row; paymentId: string }> {
  const payable = invoice.type === 'payable';
  const total = p.amount + p.fee;
  const day = p.paidOn ?? isoDay(new Date());
  const base = invoicePosting(invoice, actorId, day);
  if (p.fee > 0) {
    const lines = (await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.billingId!, invoice.id as string))) as Row[];
    const [inserted] = (await tx
      .insert(invoiceLines)
      .values({
        parentOrgId: invoice.parentOrgId,
        propertyId: invoice.propertyId,
        billingId: invoice.id,
        position: lines.reduce((m, l) => Math.max(m, Number(l.position ?? 0)), 0) + 1,
        kind: 'fee',
        description: `Transaction fee (${String(p.card?.brand ?? 'card')} ${String(p.card?.funding ?? '')})`.replace(/\s+\)/, ')'),
        account: ACCOUNTS.cardFees,
        quantity: 1,
        unitAmount: p.fee,
        amount: p.fee,
        unitId: invoice.unitId ?? null,
        vendorUserId: invoice.vendorUserId ?? null,
        createdBy: actorId,
        updatedBy: actorId,
      } as never)
      .returning()) as Row[];
    await writeRecordEvents(tx, invoiceLine, 'create', actorId, [inserted!]);
  }
  const values = {
    state: 'succeeded',
    kind: 'payment',
    method: p.method,
    amount: p.amount,
    fee: p.fee,
    total,
    refunded: 0,
    reference: p.reference ?? null,
    providerRef: p.providerRef ?? null,
    cardBrand: p.card?.brand ?? null,
    cardFunding: p.card?.funding ?? null,
    cardLast4: p.card?.last4 ?? null,
    payerUserId: p.payerUserId ?? null,
    paidAt: new Date().toISOString(),
    failureReason: null,
  };
  let paymentId = p.paymentId;
  if (paymentId) {
    await applyRecordChange(tx, payment, payments, actorId, paymentId, values);
  } else {
    paymentId = (await insertPayment(tx, actorId, invoice, values)).id as string;
  }
  if (p.providerRef)
    await tx
      .insert(paymentClaims)
      .values({ key: `pi:${p.providerRef}`, paymentId })
      .onConflictDoNothing();
  if (p.fee > 0)
    await postEntries(tx, {
      ...base,
      paymentId,
      source: 'fee',
      memo: `Transaction fee ${String(invoice.number ?? '')}`.trim(),
      lines: [
        { account: ACCOUNTS.receivable, debit: p.fee },
        { account: ACCOUNTS.cardFees, credit: p.fee },
      ],
    });
  const cash = p.method === 'card' ? ACCOUNTS.cardClearing : ACCOUNTS.cash;
  await postEntries(tx, {
    ...base,
    paymentId,
    source: 'payment',
    memo: `Payment ${String(invoice.number ?? '')} ${p.reference ?? ''}`.trim(),
    lines: payable
      ? [
          { account: ACCOUNTS.payable, debit: total },
          { account: cash, credit: total },
        ]
      : [
          { account: cash, debit: total },
          { account: ACCOUNTS.receivable, credit: total },
        ],
  });
  // The fee line is already stored: the recomputation reads it with the others.
  const changes = await moneyChanges(tx, invoice, undefined, { paid: Number(invoice.paid ?? 0) + total });
  return { changes, paymentId };
}
