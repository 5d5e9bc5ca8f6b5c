import { defineLabels } from '@portico/shell-sdk';

/** Labels of the billing screens (English and Spanish). */
export const TEXT = defineLabels('mfe-billing.invoices', {
  all: { en: 'All', es: 'Todas' },
  receivables: { en: 'Invoices (AR)', es: 'Facturas (CxC)' },
  payables: { en: 'Bills (AP)', es: 'Facturas de proveedor (CxP)' },
  invoices: { en: 'Invoices', es: 'Facturas' },
  lines: { en: 'Lines', es: 'Líneas' },
  description: { en: 'Description', es: 'Descripción' },
  account: { en: 'Account', es: 'Cuenta' },
  quantity: { en: 'Qty', es: 'Cant.' },
  amount: { en: 'Amount', es: 'Monto' },
  fee: { en: 'Transaction Fee', es: 'Comisión por transacción' },
  total: { en: 'Total', es: 'Total' },
  credited: { en: 'Credited', es: 'Acreditado' },
  paid: { en: 'Paid', es: 'Pagado' },
  balance: { en: 'Balance', es: 'Saldo' },
  overdue: { en: 'Overdue', es: 'Vencida' },
  currency: { en: 'All amounts in USD', es: 'Todos los montos en USD' },
  addLine: { en: 'Add line', es: 'Agregar línea' },
  noLines: { en: 'No lines yet: add one before submitting.', es: 'Aún no hay líneas: agregue una antes de enviar.' },
  payTitle: { en: 'Pay this invoice', es: 'Pagar esta factura' },
  payWith: { en: 'Card', es: 'Tarjeta' },
  testCard: { en: 'Test card (development: no real charge)', es: 'Tarjeta de prueba (desarrollo: sin cargo real)' },
  feeNote: {
    en: 'A transaction fee of {rate} applies to credit cards (never above the card network’s cap: Visa 3%, Mastercard 4%). Debit and prepaid cards pay no fee.',
    es: 'Se aplica una comisión de {rate} a tarjetas de crédito (nunca por encima del tope de la red: Visa 3%, Mastercard 4%). Las tarjetas de débito y prepago no pagan comisión.',
  },
  noFee: { en: 'No transaction fee on card payments.', es: 'Sin comisión por pagos con tarjeta.' },
  payNow: { en: 'Pay {amount}', es: 'Pagar {amount}' },
  paying: { en: 'Paying…', es: 'Pagando…' },
  paidState: { en: 'Paid in full. Thank you!', es: 'Pagada en su totalidad. ¡Gracias!' },
  receiptSent: { en: 'A receipt was sent by email.', es: 'Se envió un recibo por correo.' },
  enterCard: { en: 'Enter your card to see the fee and total.', es: 'Ingrese su tarjeta para ver la comisión y el total.' },
  cardError: { en: 'Card problem', es: 'Problema con la tarjeta' },
  payments: { en: 'Payments', es: 'Pagos' },
  ledger: { en: 'Ledger entries', es: 'Asientos contables' },
  newEntry: { en: 'New financial entry', es: 'Nuevo asiento contable' },
  approvals: { en: 'Approvals', es: 'Aprobaciones' },
  approvalUnavailable: { en: 'Approval feature not available', es: 'La función de aprobación no está disponible' },
  nothingToApprove: { en: 'Nothing awaits your approval.', es: 'Nada espera su aprobación.' },
  approve: { en: 'Approve', es: 'Aprobar' },
  reject: { en: 'Reject', es: 'Rechazar' },
  reason: { en: 'Reason', es: 'Motivo' },
  reasonRequired: { en: 'A reason is required to reject.', es: 'Se requiere un motivo para rechazar.' },
  approvalRules: { en: 'Approval rules', es: 'Reglas de aprobación' },
  pendingInvoices: { en: 'Pending Invoices', es: 'Facturas pendientes' },
  bill: { en: 'Bill', es: 'Factura' },
  post: { en: 'Post entry', es: 'Registrar asiento' },
  debit: { en: 'Debit account', es: 'Cuenta de débito' },
  credit: { en: 'Credit account', es: 'Cuenta de crédito' },
  date: { en: 'Date', es: 'Fecha' },
  memo: { en: 'Memo', es: 'Concepto' },
  posted: { en: 'Entry posted', es: 'Asiento registrado' },
  back: { en: 'Back to the invoice', es: 'Volver a la factura' },
  due: { en: 'Due', es: 'Vence' },
  invoiceNo: { en: 'Invoice No', es: 'N.º de factura' },
} as const);

/** `{name}` placeholders filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** Whether an invoice is overdue: money still owed past its due date (derived, never stored). */
export function isOverdue(record: Record<string, unknown>, today = new Date().toISOString().slice(0, 10)): boolean {
  return (
    ['open', 'partially-paid', 'approved'].includes(String(record.state)) && typeof record.dueDate === 'string' && record.dueDate < today
  );
}
