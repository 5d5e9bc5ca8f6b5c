import { ref } from '../../field-builders';

/**
 * Field shapes and constants the billing entities share. STABLE API (used by the "bops" branch:
 * clients, QuickBooks sync, event consumers, recurring charges, reports): add, never rename.
 */
export { MANAGE as BILLING_MANAGE_GRANTS, READ as BILLING_READ_GRANTS } from '../../grant-profiles';

export const invoiceUnitRef = ref('unit', 'Unit No', 'Unidad', { list: true, filterable: true });

export const INVOICE_KINDS = [
  { value: 'receivable', label: { en: 'Receivable (AR)', es: 'Por cobrar (CxC)' } },
  { value: 'payable', label: { en: 'Payable (AP)', es: 'Por pagar (CxP)' } },
] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number]['value'];

/**
 * Invoice (receivable) and bill (payable) states (domains.md "Billing"). OVERDUE is not a state:
 * it is derived from the due date (an open or part-paid invoice past its due date), as a list
 * filter and a badge, so no job has to flip rows at midnight and no state can go stale.
 */
export const INVOICE_STATES = [
  { value: 'draft', label: { en: 'Draft', es: 'Borrador' } },
  { value: 'pending-approval', label: { en: 'Pending approval', es: 'Pendiente de aprobación' } },
  { value: 'approved', label: { en: 'Approved', es: 'Aprobada' } },
  { value: 'rejected', label: { en: 'Rejected', es: 'Rechazada' } },
  { value: 'open', label: { en: 'Open', es: 'Abierta' } },
  { value: 'partially-paid', label: { en: 'Partially paid', es: 'Pagada parcialmente' } },
  { value: 'paid', label: { en: 'Paid', es: 'Pagada' } },
  { value: 'void', label: { en: 'Void', es: 'Anulada' } },
] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number]['value'];

/** States in which money is still owed (receivable) or to be paid (payable). */
export const PAYABLE_STATES: readonly InvoiceState[] = ['open', 'partially-paid', 'approved'];

/**
 * The chart of accounts the ledger posts to. Revenue of a line is the line's own account (its
 * billing type's GL code when it has one); these are the fixed accounts every posting uses.
 */
export const ACCOUNTS = {
  cash: '1000',
  cardClearing: '1010',
  receivable: '1200',
  payable: '2000',
  revenue: '4000',
  cardFees: '4900',
  expenses: '5000',
} as const;

export const ACCOUNT_OPTIONS = [
  { value: ACCOUNTS.cash, label: { en: '1000 Cash', es: '1000 Efectivo' } },
  { value: ACCOUNTS.cardClearing, label: { en: '1010 Card clearing', es: '1010 Compensación de tarjetas' } },
  { value: ACCOUNTS.receivable, label: { en: '1200 Accounts receivable', es: '1200 Cuentas por cobrar' } },
  { value: ACCOUNTS.payable, label: { en: '2000 Accounts payable', es: '2000 Cuentas por pagar' } },
  { value: ACCOUNTS.revenue, label: { en: '4000 Revenue', es: '4000 Ingresos' } },
  { value: ACCOUNTS.cardFees, label: { en: '4900 Card fee income', es: '4900 Ingresos por comisión de tarjeta' } },
  { value: ACCOUNTS.expenses, label: { en: '5000 Expenses', es: '5000 Gastos' } },
] as const;

export const PAYMENT_METHODS = [
  { value: 'card', label: { en: 'Card', es: 'Tarjeta' } },
  { value: 'ach', label: { en: 'Bank transfer', es: 'Transferencia bancaria' } },
  { value: 'check', label: { en: 'Check', es: 'Cheque' } },
  { value: 'cash', label: { en: 'Cash', es: 'Efectivo' } },
  { value: 'other', label: { en: 'Other', es: 'Otro' } },
] as const;

/** Card network caps on surcharges (domains.md): a fee never exceeds these, in basis points. */
export const CARD_FEE_CAPS_BPS: Record<string, number> = { visa: 300, mastercard: 400 };
/** Networks without a published cap get the strictest one. */
export const DEFAULT_CARD_FEE_CAP_BPS = 300;

/**
 * The transaction fee of a card payment of `amountCents`, in cents: only credit cards (funding
 * known to be `credit`), at the org's rate capped by the card network's, rounded half up.
 */
export function cardFeeCents(amountCents: number, rateBps: number, card: { brand?: string | null; funding?: string | null }): number {
  if (card.funding !== 'credit' || rateBps <= 0 || amountCents <= 0) return 0;
  const cap = CARD_FEE_CAPS_BPS[String(card.brand ?? '').toLowerCase()] ?? DEFAULT_CARD_FEE_CAP_BPS;
  const bps = Math.min(rateBps, cap);
  return Math.floor((amountCents * bps + 5000) / 10000);
}
