import { randomUUID } from 'node:crypto';
import { financialEntry, PorticoError, isoDay } from '@portico/contracts';
import { writeRecordEvents, type Db } from '@portico/platform';
import { financialEntries } from './ledger.schema';

/** One side of a posting: exactly one of debit and credit is positive, in integer cents. */
export interface EntryLine {
  account: string;
  debit?: number;
  credit?: number;
}

/**
 * A balanced posting. STABLE API (the "bops" branch posts through it): `postEntries(tx, group)`.
 * `source` says what caused it; `billingId`/`paymentId` link it; `actorId` is the principal's
 * user id (or a system principal's, e.g. `system:stripe-webhook`).
 */
export interface EntryGroup {
  parentOrgId: string;
  propertyId: string;
  source: 'charge' | 'bill' | 'payment' | 'fee' | 'refund' | 'credit-note' | 'void' | 'manual';
  memo: string;
  actorId: string;
  lines: EntryLine[];
  billingId?: string | null;
  paymentId?: string | null;
  /** ISO day; default today (UTC). */
  entryDate?: string;
}

/** What every posting about one invoice carries: its tenant, the invoice, who and which day. */
export function invoicePosting(
  invoice: Record<string, unknown>,
  actorId: string,
  entryDate: string,
): Pick<EntryGroup, 'parentOrgId' | 'propertyId' | 'billingId' | 'actorId' | 'entryDate'> {
  return {
    parentOrgId: invoice.parentOrgId as string,
    propertyId: invoice.propertyId as string,
    billingId: invoice.id as string,
    actorId,
    entryDate,
  };
}

/**
 * What is wrong with a group, or undefined when it may be posted: at least two lines, each
 * one-sided with a positive integer amount, debits equal to credits.
 */
export function groupProblem(group: Pick<EntryGroup, 'lines'>): string | undefined {
  if (group.lines.length < 2) return 'A posting needs at least two lines';
  let debits = 0;
  let credits = 0;
  for (const line of group.lines) {
    const debit = line.debit ?? 0;
    const credit = line.credit ?? 0;
    if (!Number.isSafeInteger(debit) || !Number.isSafeInteger(credit) || debit < 0 || credit < 0)
      return 'Amounts are whole, non-negative cents';
    if (debit > 0 === credit > 0) return 'Each line is either a debit or a credit';
    if (!line.account) return 'Each line names an account';
    debits += debit;
    credits += credit;
  }
  if (debits !== credits) return `The posting does not balance: debits ${debits}, credits ${credits}`;
  return undefined;
}

/**
 * Writes a balanced group of ledger entries inside the caller's transaction and returns its
 * group id. An unbalanced group is refused (422) and nothing is written: the ledger only ever
 * holds groups whose debits equal their credits. Lines of zero are dropped before the check.
 */
export async function postEntries(tx: Db, group: EntryGroup): Promise<string> {
  const lines = group.lines.filter((l) => (l.debit ?? 0) !== 0 || (l.credit ?? 0) !== 0);
  const problem = groupProblem({ lines });
  if (problem) throw PorticoError.validation([{ path: 'lines', message: problem }]);
  const entryGroupId = randomUUID();
  const entryDate = group.entryDate ?? isoDay(new Date());
  const rows = (await tx
    .insert(financialEntries)
    .values(
      lines.map((line) => ({
        parentOrgId: group.parentOrgId,
        propertyId: group.propertyId,
        entryGroupId,
        entryDate,
        account: line.account,
        debit: line.debit ?? 0,
        credit: line.credit ?? 0,
        source: group.source,
        memo: group.memo.slice(0, 300),
        billingId: group.billingId ?? null,
        paymentId: group.paymentId ?? null,
        createdBy: group.actorId,
        updatedBy: group.actorId,
      })) as never,
    )
    .returning()) as Record<string, unknown>[];
  await writeRecordEvents(tx, financialEntry, 'create', group.actorId, rows);
  return entryGroupId;
}
