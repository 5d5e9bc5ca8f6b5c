import { eq, sql } from 'drizzle-orm';
import { ACCOUNTS, PorticoError, invoiceLine, isoDay, type InvoiceKind, msg, fieldError } from '@portico/contracts';
import { mirrorRecordsTable, type Db, type ResourceHooks } from '@portico/platform';
import { and } from 'drizzle-orm';
import { invoiceLines, billingTypes } from '../schema';
import { lineAmount } from './invoice-math';
import { lockInvoice, refreshTotals } from './totals';

type Row = Record<string, unknown>;
const EDITABLE = ['draft', 'rejected'];
const LOCKED_MESSAGE = msg('billing.finalizedLocked');

/** The user account of a vendor (from the maintenance mirror), so the vendor sees their bills. */
async function vendorUserOf(tx: Db, vendorId: unknown): Promise<string | null> {
  if (typeof vendorId !== 'string') return null;
  const t = mirrorRecordsTable('billing');
  const [row] = await tx
    .select({ data: t.data })
    .from(t)
    .where(and(eq(t.entity, 'vendor'), eq(t.id, vendorId)));
  return (row?.data.userId as string | undefined) ?? null;
}

/** Who is billed: an invoice needs its unit, a bill its vendor — checked when it is submitted (a draft may be incomplete). */
export function requireParty(type: unknown, values: Row): void {
  if (type === 'receivable' && !values.unitId)
    throw PorticoError.validation([
      fieldError('unitId', {
        key: 'validation.required',
        params: { label: { en: 'Unit', es: 'Unidad' } },
        en: 'The Unit field is required',
      }),
    ]);
  if (type === 'payable' && !values.vendorId) throw PorticoError.validation([fieldError('vendorId', msg('billing.noVendorAccount'))]);
}

/** Invoices and bills through the generic routes: drafts only; money and state are the service's. */
export const invoiceHooks: ResourceHooks = {
  async beforeCreate({ tx, values }) {
    Object.assign(values, {
      state: 'draft',
      amount: 0,
      fee: 0,
      total: 0,
      credited: 0,
      paid: 0,
      balance: 0,
      approverUserIds: [],
      invoiceDate: values.invoiceDate ?? isoDay(new Date()),
      vendorUserId: await vendorUserOf(tx, values.vendorId),
    });
  },
  async beforeUpdate({ tx, current, changes }) {
    const keys = Object.keys(changes);
    if (keys.length === 1 && keys[0] === 'status') {
      if (changes.status === 'archived' && ['open', 'partially-paid', 'approved', 'pending-approval'].includes(String(current.state)))
        throw new PorticoError('CONFLICT', msg('billing.voidBeforeArchive'));
      return;
    }
    if (!EDITABLE.includes(String(current.state)) && keys.some((k) => k !== 'notes')) throw new PorticoError('CONFLICT', LOCKED_MESSAGE);
    if ('vendorId' in changes) changes.vendorUserId = await vendorUserOf(tx, changes.vendorId);
    if ('unitId' in changes || 'vendorId' in changes)
      await tx
        .update(invoiceLines)
        .set({
          unitId: (changes.unitId ?? current.unitId ?? null) as string | null,
          vendorUserId: (changes.vendorUserId ?? current.vendorUserId ?? null) as string | null,
        } as never)
        .where(eq(invoiceLines.billingId!, current.id as string));
  },
  async beforeDelete({ tx, current }) {
    // A finalized record is in the ledger: it stays (void it); a never-finalized draft may go.
    if (current.number) throw new PorticoError('CONFLICT', msg('billing.finalizedStays'));
    await tx.delete(invoiceLines).where(eq(invoiceLines.billingId!, current.id as string));
  },
};

/** The default account of a new line: its invoice's billing type's GL code, else revenue or expenses. */
async function defaultAccount(tx: Db, invoice: Row): Promise<string> {
  if (typeof invoice.billingTypeId === 'string') {
    const [type] = (await tx.select().from(billingTypes).where(eq(billingTypes.id!, invoice.billingTypeId))) as Row[];
    if (typeof type?.glCode === 'string' && type.glCode) return type.glCode;
  }
  return (invoice.type as InvoiceKind) === 'payable' ? ACCOUNTS.expenses : ACCOUNTS.revenue;
}

async function editableInvoice(tx: Db, billingId: unknown): Promise<Row> {
  const invoice = await lockInvoice(tx, String(billingId));
  if (!invoice) throw PorticoError.notFound('Invoice', String(billingId));
  if (!EDITABLE.includes(String(invoice.state))) throw new PorticoError('CONFLICT', msg('billing.linesLocked'));
  return invoice;
}

/** Lines: added and changed on drafts only; each write recomputes the invoice's money. */
export const invoiceLineHooks: ResourceHooks = {
  async beforeCreate({ tx, principal, values }) {
    const invoice = await editableInvoice(tx, values.billingId);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${invoiceLines.position!}), 0)::int` })
      .from(invoiceLines)
      .where(eq(invoiceLines.billingId!, invoice.id as string));
    Object.assign(values, {
      kind: 'charge',
      position: (last?.n ?? 0) + 1,
      amount: lineAmount(Number(values.quantity), Number(values.unitAmount)),
      account: values.account || (await defaultAccount(tx, invoice)),
      unitId: invoice.unitId ?? null,
      vendorUserId: invoice.vendorUserId ?? null,
    });
    await refreshTotals(tx, principal.userId, invoice, { line: { ...values, status: 'active' } });
  },
  async beforeUpdate({ tx, principal, current, changes }) {
    const invoice = await editableInvoice(tx, current.billingId);
    if (current.kind === 'fee') throw new PorticoError('CONFLICT', msg('billing.feeLineKept'));
    const next = { ...current, ...changes };
    if ('quantity' in changes || 'unitAmount' in changes) changes.amount = lineAmount(Number(next.quantity), Number(next.unitAmount));
    await refreshTotals(tx, principal.userId, invoice, {
      id: current.id as string,
      line: { ...next, amount: changes.amount ?? current.amount },
    });
  },
  async beforeDelete({ tx, current }) {
    await editableInvoice(tx, current.billingId);
  },
};

export { invoiceLine };
