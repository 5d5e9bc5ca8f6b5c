import { defineEntity } from '../../define';
import { chargeAmount } from './field-helpers';
import { choice, date, ref, text } from '../../field-builders';
import { MANAGE, READ, management } from '../../grant-profiles';

const KIND_OPTIONS = [
  { value: 'charge', label: { en: 'Charge', es: 'Cargo' } },
  { value: 'payment', label: { en: 'Payment', es: 'Pago' } },
  { value: 'credit', label: { en: 'Credit', es: 'Crédito' } },
  { value: 'refund', label: { en: 'Refund', es: 'Reembolso' } },
  { value: 'adjustment', label: { en: 'Adjustment', es: 'Ajuste' } },
] as const;

const TRANSACTION_STATUS_OPTIONS = [
  { value: 'pending', label: { en: 'Pending', es: 'Pendiente' } },
  { value: 'posted', label: { en: 'Posted', es: 'Contabilizada' } },
  { value: 'void', label: { en: 'Void', es: 'Anulada' } },
] as const;

/**
 * A contact's money movement with the back office (a charge, a payment received, a credit): the
 * statement line a manager looks up when a client calls (spec: /caliber/contact-transaction/…).
 */
export const contactTransaction = defineEntity({
  name: 'contactTransaction',
  domain: 'billing',
  module: 'caliber/contact-transaction',
  table: 'contact_transactions',
  title: { en: 'Contact Transaction', es: 'Transacción de contacto' },
  titlePlural: { en: 'Contact Transactions', es: 'Transacciones de contacto' },
  tenancy: 'org',
  displayField: 'reference',
  defaultSort: { field: 'transactionDate', direction: 'desc' },
  example: { kind: 'payment', amount: 12500, transactionDate: '2026-11-01', transactionStatus: 'posted' },
  grants: { ...management(MANAGE), editor: READ, staff: READ },
  fields: {
    contactId: ref('contact', 'Contact', 'Contacto', {
      required: 'The Contact field is required',
      immutable: true,
      list: true,
      filterable: true,
    }),
    /** Copied from the contact by the service, so a client's transactions list without a join. */
    clientId: ref('client', 'Client', 'Cliente', { readOnly: true, list: true, filterable: true }),
    transactionDate: date('Date', 'Fecha', { required: 'The Date field is required', list: true, sortable: true, range: true }),
    kind: choice('Kind', 'Tipo', KIND_OPTIONS, { required: true, list: true, filterable: true }),
    amount: chargeAmount,
    reference: text('Reference', 'Referencia', { max: 80, list: true, searchable: true }),
    transactionStatus: choice('Status', 'Estado', TRANSACTION_STATUS_OPTIONS, { required: true, list: true, filterable: true }),
    description: text('Description', 'Descripción', { max: 300, searchable: true }),
  },
});
