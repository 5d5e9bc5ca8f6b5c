import { defineEntity } from '../../define';
import { choice, decimal, integer, money, ref, text, vendorAccountRef } from '../../field-builders';
import { INVOICE_GRANTS } from './field-helpers';

export const LINE_KINDS = [
  { value: 'charge', label: { en: 'Charge', es: 'Cargo' } },
  { value: 'fee', label: { en: 'Transaction fee', es: 'Comisión por transacción' } },
] as const;

/**
 * One line of an invoice or bill. STABLE API. Lines are added and changed while the invoice is a
 * draft; finalizing locks them. The transaction fee of a card payment is its own line (`fee`),
 * on its own account. `unitId` and `vendorUserId` are copied from the invoice so residents and
 * vendors are narrowed to their own lines.
 */
export const invoiceLine = defineEntity({
  name: 'billingLine',
  domain: 'billing',
  module: 'billing-lines',
  table: 'billing_lines',
  title: { en: 'Invoice Line', es: 'Línea de factura' },
  titlePlural: { en: 'Invoice Lines', es: 'Líneas de factura' },
  tenancy: 'property',
  parent: { entity: 'billing', field: 'billingId' },
  displayField: 'description',
  defaultSort: { field: 'position', direction: 'asc' },
  ownerField: { vendor: 'vendorUserId' },
  example: { quantity: 1, unitAmount: 2500 },
  grants: INVOICE_GRANTS,
  fields: {
    billingId: ref('billing', 'Invoice', 'Factura', { required: true, immutable: true, filterable: true }),
    position: integer('Line', 'Línea', { readOnly: true, sortable: true }),
    kind: choice('Kind', 'Clase', LINE_KINDS, { readOnly: true, list: true, filterable: true }),
    description: text('Description', 'Descripción', { required: true, max: 300, list: true }),
    account: text('Account', 'Cuenta', { max: 32, list: true }),
    quantity: decimal('Quantity', 'Cantidad', { required: true, min: 0, max: 100000, list: true }),
    unitAmount: money('Unit Amount', 'Monto unitario', { required: true, min: 0, list: true }),
    amount: money('Amount', 'Monto', { readOnly: true, list: true }),
    unitId: ref('unit', 'Unit No', 'Unidad', { readOnly: true }),
    vendorUserId: vendorAccountRef(),
  },
});
