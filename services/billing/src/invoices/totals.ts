import { eq } from 'drizzle-orm';
import { invoice } from '@portico/contracts';
import { applyRecordChange, type Db } from '@portico/platform';
import { invoiceLines, invoices } from './invoices.schema';
import { paidState, totalsOf } from './invoice-math';

type Row = Record<string, unknown>;

/** The invoice row, locked until the transaction ends: every change of its money goes through this lock. */
export async function lockInvoice(tx: Db, id: string): Promise<Row | undefined> {
  const [row] = (await tx.select().from(invoices).where(eq(invoices.id!, id)).for('update')) as Row[];
  return row;
}

/**
 * Recomputes an invoice's money from its lines (with `override` standing in for a line being
 * written: its new amount, or removed) and what was credited and paid, and stores it. The
 * state follows the balance only once finalized.
 */
export async function moneyChanges(
  tx: Db,
  current: Row,
  override?: { id?: string; line: Row | null },
  money: { credited?: number; paid?: number } = {},
): Promise<Row> {
  let lines = (await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.billingId!, current.id as string))) as Row[];
  if (override?.id) lines = lines.filter((l) => l.id !== override.id);
  if (override?.line) lines.push(override.line);
  const credited = money.credited ?? Number(current.credited ?? 0);
  const paid = money.paid ?? Number(current.paid ?? 0);
  const totals = totalsOf(lines, credited, paid);
  const finalized = ['open', 'partially-paid', 'paid', 'approved'].includes(String(current.state));
  const changes: Row = { ...totals };
  if (finalized) {
    const state = paidState(String(current.type), totals.balance, paid);
    changes.state = state;
    if (state === 'paid' && current.state !== 'paid') changes.paidAt = new Date().toISOString();
  }
  return changes;
}

/** `moneyChanges`, stored (for writes outside the invoice's own action, which returns them instead). */
export async function refreshTotals(
  tx: Db,
  actorId: string,
  current: Row,
  override?: { id?: string; line: Row | null },
  money: { credited?: number; paid?: number } = {},
): Promise<Row> {
  return applyRecordChange(tx, invoice, invoices, actorId, current.id as string, await moneyChanges(tx, current, override, money));
}
