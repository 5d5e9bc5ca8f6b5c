import { sql, eq, and } from 'drizzle-orm';
import { ACCOUNTS, PorticoError, isoDay, msg } from '@portico/contracts';
import type { Db } from '@portico/platform';
import { invoiceLines, invoiceSequences } from './invoices.schema';
import { billingSettingsTable } from '../settings/settings.schema';
import { postEntries, type EntryLine } from '../ledger/post-entries';
import { finalizedState } from './invoice-math';

/** Series of numbers per org: invoices, bills and credit notes each count on their own. */
export type NumberSeries = 'AR' | 'AP' | 'CN';

const DEFAULT_PREFIX: Record<NumberSeries, string> = { AR: 'INV', AP: 'BILL', CN: 'CN' };

/**
 * The next number of `series` in `orgId`, e.g. `INV-00042`: an upsert whose row lock
 * serializes concurrent finalizations of one org, so no two records share a number and a
 * rolled-back finalization gives its number back.
 */
export async function nextNumber(tx: Db, orgId: string, series: NumberSeries): Promise<string> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ parentOrgId: orgId, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.parentOrgId, invoiceSequences.series],
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ n: invoiceSequences.lastNumber });
  const [settings] = (await tx
    .select()
    .from(billingSettingsTable)
    .where(and(eq(billingSettingsTable.parentOrgId!, orgId), eq(billingSettingsTable.status!, 'active')))
    .orderBy(billingSettingsTable.createdAt!, billingSettingsTable.id!)
    .limit(1)) as Record<string, unknown>[];
  const base = typeof settings?.invoicePrefix === 'string' && settings.invoicePrefix ? settings.invoicePrefix : DEFAULT_PREFIX.AR;
  const prefix = series === 'AR' ? base : series === 'AP' ? DEFAULT_PREFIX.AP : DEFAULT_PREFIX.CN;
  return `${prefix}-${String(row!.n).padStart(5, '0')}`;
}

/** Active lines of an invoice, in order. */
export async function linesOf(tx: Db, billingId: string): Promise<Record<string, unknown>[]> {
  return (await tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.billingId!, billingId), eq(invoiceLines.status!, 'active')))
    .orderBy(invoiceLines.position!)) as Record<string, unknown>[];
}

/**
 * The ledger lines of an invoice's charges (AR: receivable against each line's revenue account)
 * or of a bill (AP: each line's expense account against payables), summed per account.
 * `reverse` swaps the sides (a void).
 */
export function chargeEntryLines(type: string, lines: readonly Record<string, unknown>[], reverse = false): EntryLine[] {
  const perAccount = new Map<string, number>();
  for (const line of lines) {
    const amount = Number(line.amount ?? 0);
    if (amount === 0) continue;
    const fallback = line.kind === 'fee' ? ACCOUNTS.cardFees : type === 'payable' ? ACCOUNTS.expenses : ACCOUNTS.revenue;
    const account = typeof line.account === 'string' && line.account ? line.account : fallback;
    perAccount.set(account, (perAccount.get(account) ?? 0) + amount);
  }
  const total = [...perAccount.values()].reduce((a, b) => a + b, 0);
  const side = (debit: boolean, account: string, amount: number): EntryLine =>
    debit !== reverse ? { account, debit: amount } : { account, credit: amount };
  if (type === 'payable')
    return [...[...perAccount].map(([account, amount]) => side(true, account, amount)), side(false, ACCOUNTS.payable, total)];
  return [side(true, ACCOUNTS.receivable, total), ...[...perAccount].map(([account, amount]) => side(false, account, amount))];
}

/**
 * Finalizes an invoice or bill inside the caller's transaction (the record is locked): assigns
 * its number, posts its charges to the ledger and returns the changes to store (state, number,
 * finalized time). Lines are locked from here on (their hooks refuse changes).
 */
export async function finalizeChanges(tx: Db, actorId: string, record: Record<string, unknown>): Promise<Record<string, unknown>> {
  const lines = await linesOf(tx, record.id as string);
  const total = lines.reduce((sum, l) => sum + Number(l.amount ?? 0), 0);
  if (lines.length === 0 || total <= 0) throw new PorticoError('CONFLICT', msg('billing.addLine'));
  const type = String(record.type);
  const number = record.number
    ? String(record.number)
    : await nextNumber(tx, record.parentOrgId as string, type === 'payable' ? 'AP' : 'AR');
  await postEntries(tx, {
    parentOrgId: record.parentOrgId as string,
    propertyId: record.propertyId as string,
    billingId: record.id as string,
    source: type === 'payable' ? 'bill' : 'charge',
    memo: `${number} ${String(record.title ?? '')}`.trim(),
    actorId,
    entryDate: (record.invoiceDate as string | null) ?? isoDay(new Date()),
    lines: chargeEntryLines(type, lines),
  });
  return { number, state: finalizedState(type), finalizedAt: new Date().toISOString() };
}
