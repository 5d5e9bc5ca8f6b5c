import { defineEntity } from '../../define';
import { OFFICE_GRANTS } from './field-helpers';

/**
 * A contact's money movement with the back office (a charge, a payment received, a credit): the
 * statement line a manager looks up when a client calls (spec: /caliber/contact-transaction/…).
 */
export const contactTransaction = defineEntity({
  name: 'contactTransaction',
  domain: 'billing',
  module: 'caliber/contact-transaction',
  grants: { ...OFFICE_GRANTS, parent: ['list', 'read', 'create', 'update'], 'property-manager': ['list', 'read', 'create', 'update'] },
  table: 'contact_transactions',
  title: { en: 'Contact Transaction', es: 'Transacción de contacto' },
  titlePlural: { en: 'Contact Transactions', es: 'Transacciones de contacto' },
  tenancy: 'org',
  example: { kind: 'payment', amount: 12500, transactionDate: '2026-11-01', transactionStatus: 'posted' },
  displayField: 'reference',
  defaultSort: { field: 'transactionDate', direction: 'desc' },
  fields: {
    contactId: {
      kind: 'ref',
      ref: 'contact',
      label: { en: 'Contact', es: 'Contacto' },
      required: 'The Contact field is required',
      immutable: true,
      list: true,
      filterable: true,
    },
    /** Copied from the contact by the service, so a client's transactions list without a join. */
    clientId: { kind: 'ref', ref: 'client', label: { en: 'Client', es: 'Cliente' }, readOnly: true, list: true, filterable: true },
    transactionDate: {
      kind: 'date',
      label: { en: 'Date', es: 'Fecha' },
      required: 'The Date field is required',
      list: true,
      sortable: true,
      range: true,
    },
    kind: {
      kind: 'enum',
      label: { en: 'Kind', es: 'Tipo' },
      required: true,
      options: [
        { value: 'charge', label: { en: 'Charge', es: 'Cargo' } },
        { value: 'payment', label: { en: 'Payment', es: 'Pago' } },
        { value: 'credit', label: { en: 'Credit', es: 'Crédito' } },
        { value: 'refund', label: { en: 'Refund', es: 'Reembolso' } },
        { value: 'adjustment', label: { en: 'Adjustment', es: 'Ajuste' } },
      ],
      list: true,
      filterable: true,
    },
    amount: {
      kind: 'money',
      label: { en: 'Amount', es: 'Importe' },
      required: 'The Amount field is required',
      min: 1,
      max: 100_000_000_00,
      list: true,
      sortable: true,
    },
    reference: { kind: 'text', label: { en: 'Reference', es: 'Referencia' }, max: 80, list: true, searchable: true },
    transactionStatus: {
      kind: 'enum',
      label: { en: 'Status', es: 'Estado' },
      required: true,
      options: [
        { value: 'pending', label: { en: 'Pending', es: 'Pendiente' } },
        { value: 'posted', label: { en: 'Posted', es: 'Contabilizada' } },
        { value: 'void', label: { en: 'Void', es: 'Anulada' } },
      ],
      list: true,
      filterable: true,
    },
    description: { kind: 'text', label: { en: 'Description', es: 'Descripción' }, max: 300, searchable: true },
  },
});
