import { defineEntity } from '../../define';

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
  grants: {
    parent: ['list', 'read'],
    'property-manager': ['list', 'read'],
  },
  table: 'financial_entries',
  title: { en: 'Financial Entry', es: 'Asiento contable' },
  titlePlural: { en: 'Financial Entries', es: 'Asientos contables' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  closedActions: ['create', 'update', 'archive', 'restore', 'delete'],
  displayField: 'memo',
  defaultSort: { field: 'entryDate', direction: 'desc' },
  fields: {
    entryGroupId: { kind: 'text', label: { en: 'Entry Group', es: 'Grupo de asientos' }, readOnly: true, filterable: true, max: 64 },
    entryDate: { kind: 'date', label: { en: 'Date', es: 'Fecha' }, readOnly: true, list: true, sortable: true, range: true },
    account: { kind: 'text', label: { en: 'Account', es: 'Cuenta' }, readOnly: true, list: true, filterable: true, max: 32 },
    debit: { kind: 'money', label: { en: 'Debit', es: 'Débito' }, readOnly: true, list: true },
    credit: { kind: 'money', label: { en: 'Credit', es: 'Crédito' }, readOnly: true, list: true },
    source: { kind: 'enum', label: { en: 'Source', es: 'Origen' }, options: ENTRY_SOURCES, readOnly: true, list: true, filterable: true },
    memo: { kind: 'text', label: { en: 'Memo', es: 'Concepto' }, readOnly: true, list: true, searchable: true, max: 300 },
    billingId: { kind: 'ref', ref: 'billing', label: { en: 'Invoice', es: 'Factura' }, readOnly: true, filterable: true },
    paymentId: { kind: 'ref', ref: 'payment', label: { en: 'Payment', es: 'Pago' }, readOnly: true, filterable: true },
  },
});
