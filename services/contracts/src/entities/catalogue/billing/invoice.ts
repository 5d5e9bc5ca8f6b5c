import { defineEntity } from '../../define';
import { INVOICE_KINDS, INVOICE_STATES, invoiceUnitRef } from './billing-rules';
import {
  choice,
  date,
  datetime,
  longText,
  money,
  NAME_COLUMN,
  notesField,
  ref,
  refList,
  statusField,
  text,
  vendorAccountRef,
} from '../../field-builders';
import { INVOICE_GRANTS } from './field-helpers';

/**
 * An invoice (receivable: the org bills a unit's resident) or a bill (payable: a vendor bills
 * the org). STABLE API (the "bops" branch builds on these field names): add fields, never rename.
 * Money is integer cents (USD). Amounts are kept by the service: `amount` = sum of lines,
 * `fee` = transaction fee lines, `total` = amount + fee, `credited` = credit notes,
 * `paid` = payments net of refunds, `balance` = total − credited − paid.
 */
export const invoice = defineEntity({
  name: 'billing',
  domain: 'billing',
  module: 'billings',
  table: 'billings',
  title: { en: 'Invoice', es: 'Factura' },
  titlePlural: { en: 'Billings', es: 'Facturación' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'title',
  defaultSort: { field: 'invoiceDate', direction: 'desc' },
  // Residents are narrowed to their unit by the unit column; vendors to the bills they sent.
  ownerField: { vendor: 'vendorUserId' },
  attachments: { kinds: ['image', 'document'], label: { en: 'Attached Files', es: 'Archivos adjuntos' } },
  example: { type: 'receivable' },
  grants: INVOICE_GRANTS,
  fields: {
    type: choice('Type', 'Tipo', INVOICE_KINDS, { required: true, immutable: true, list: true, filterable: true }),
    number: text('Invoice No', 'N.º de factura', { readOnly: true, ...NAME_COLUMN, max: 40 }),
    title: text('Description', 'Descripción', { required: true, max: 200, list: true, searchable: true }),
    invoiceDate: date('Date', 'Fecha', { list: true, sortable: true, filterable: true, range: true }),
    dueDate: date('Due Date', 'Fecha de vencimiento', { required: 'Please Enter Due Date', list: true, sortable: true, range: true }),
    unitId: invoiceUnitRef,
    billToUserId: ref('user', 'Bill To', 'Facturar a', { list: true, filterable: true }),
    vendorId: ref('vendor', 'Vendor', 'Proveedor', { list: true, filterable: true }),
    vendorUserId: vendorAccountRef(),
    billingTypeId: ref('billingType', 'Billing Type', 'Tipo de facturación', { filterable: true }),
    state: statusField(INVOICE_STATES, { sortable: true }),
    amount: money('Amount', 'Monto', { readOnly: true, list: true }),
    fee: money('Transaction Fee', 'Comisión por transacción', { readOnly: true }),
    total: money('Total', 'Total', { readOnly: true, list: true, sortable: true }),
    credited: money('Credited', 'Acreditado', { readOnly: true }),
    paid: money('Paid', 'Pagado', { readOnly: true }),
    balance: money('Balance', 'Saldo', { readOnly: true, list: true, sortable: true }),
    notes: notesField(4000),
    // Kept by the service.
    sourceKey: text('Source', 'Origen', { readOnly: true, max: 200 }),
    creditNoteFor: ref('billing', 'Credit Note For', 'Nota de crédito de', { readOnly: true }),
    approverUserIds: refList('user', 'Approvers', 'Aprobadores', { readOnly: true }),
    approvalReason: longText('Approval Note', 'Nota de aprobación', { readOnly: true }),
    submittedAt: datetime('Submitted', 'Enviada', { readOnly: true }),
    finalizedAt: datetime('Finalized', 'Emitida', { readOnly: true }),
    paidAt: datetime('Paid On', 'Pagada el', { readOnly: true, sortable: true }),
    voidedAt: datetime('Voided', 'Anulada el', { readOnly: true }),
  },
});
