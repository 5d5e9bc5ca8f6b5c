import type { InvoiceKind, InvoiceState } from '@portico/contracts';

export interface LineAmounts {
  kind?: string | null;
  amount?: number | null;
  status?: string | null;
}

/**
 * An invoice's money, from its active lines and what was credited and paid (integer cents):
 * `amount` the charges, `fee` the transaction fee lines, `total` both, `balance` what is owed.
 */
export function totalsOf(lines: readonly LineAmounts[], credited: number, paid: number) {
  let amount = 0;
  let fee = 0;
  for (const line of lines) {
    if (line.status && line.status !== 'active') continue;
    if (line.kind === 'fee') fee += Number(line.amount ?? 0);
    else amount += Number(line.amount ?? 0);
  }
  const total = amount + fee;
  return { amount, fee, total, credited, paid, balance: total - credited - paid };
}

/** A line's amount: quantity × unit amount, rounded half up to the cent. */
export function lineAmount(quantity: number, unitAmount: number): number {
  return Math.round(Number(quantity) * Number(unitAmount));
}

/** The state a finalized invoice or bill is in for what has been paid on it. */
export function paidState(type: InvoiceKind | string, balance: number, paid: number): InvoiceState {
  if (balance <= 0 && paid > 0) return 'paid';
  if (balance <= 0) return 'paid';
  if (paid > 0) return 'partially-paid';
  return type === 'payable' ? 'approved' : 'open';
}

/** The finalized state of a record of this type: invoices open, bills are approved. */
export function finalizedState(type: InvoiceKind | string): InvoiceState {
  return type === 'payable' ? 'approved' : 'open';
}
