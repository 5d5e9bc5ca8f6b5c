import { defineEntity } from '../../define';
import { choice, date, money, ref, text } from '../../field-builders';
import { READ, management } from '../../grant-profiles';

export const ENTRY_SOURCES = [
  { value: 'charge', label: { en: 'Charge', es: 'Cargo' } },
  { value: 'bill', label: { en: 'Bill', es: 'Factura de proveedor' } },
  { value: 'payment', label: { en: 'Payment', es: 'Pago' } },
  { value: 'fee', label: { en: 'Transaction fee', es: 'Comisión por transacción' } },
  { value: 'refund', label: { en: 'Refund', es: 'Reembolso' } },
  { value: 'credit-note', label: { en: 'Credit note', es: 'Nota de crédito' } },
  { value: 'void', label: { en: 'Void', es: 'Anulación' } },
  { value: 'manual', label: { en: 'Manual entry', es: 'Asiento manual' } },
] as const;

/**
 * One side of a double-entry posting. STABLE API (reports read the ledger, never recompute from
 * invoices). Every posting is a group (`entryGroupId`) whose debits equal its credits, written by
 * `postEntries` only: the ledger is append-only, a correction is a reversing group.
 */
export const financialEntry = defineEntity({
  name: 'financialEntry',
  domain: 'billing',
  module: 'financial-entries',
  table: 'financial_entries',
  title: { en: 'Financial Entry', es: 'Asiento contable' },
  titlePlural: { en: 'Financial Entries', es: 'Asientos contables' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'memo',
  defaultSort: { field: 'entryDate', direction: 'desc' },
  closedActions: ['create', 'update', 'archive', 'restore', 'delete'],
  grants: { ...management(READ) },
  fields: {
    entryGroupId: text('Entry Group', 'Grupo de asientos', { readOnly: true, filterable: true, max: 64 }),
    entryDate: date('Date', 'Fecha', { readOnly: true, list: true, sortable: true, range: true }),
    account: text('Account', 'Cuenta', { readOnly: true, list: true, filterable: true, max: 32 }),
    debit: money('Debit', 'Débito', { readOnly: true, list: true }),
    credit: money('Credit', 'Crédito', { readOnly: true, list: true }),
    source: choice('Source', 'Origen', ENTRY_SOURCES, { readOnly: true, list: true, filterable: true }),
    memo: text('Memo', 'Concepto', { readOnly: true, list: true, searchable: true, max: 300 }),
    billingId: ref('billing', 'Invoice', 'Factura', { readOnly: true, filterable: true }),
    paymentId: ref('payment', 'Payment', 'Pago', { readOnly: true, filterable: true }),
  },
});
