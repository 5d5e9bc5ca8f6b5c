import { defineEntity } from '../../define';

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
export const billingLine = defineEntity({
  name: 'billingLine',
  domain: 'billing',
  module: 'billing-lines',
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    staff: ['list', 'read'],
    editor: ['list', 'read'],
    resident: ['list', 'read'],
    vendor: ['list', 'read'],
  },
  table: 'billing_lines',
  title: { en: 'Invoice Line', es: 'Línea de factura' },
  titlePlural: { en: 'Invoice Lines', es: 'Líneas de factura' },
  tenancy: 'property',
  parent: { entity: 'billing', field: 'billingId' },
  ownerField: { vendor: 'vendorUserId' },
  displayField: 'description',
  defaultSort: { field: 'position', direction: 'asc' },
  example: { quantity: 1, unitAmount: 2500 },
  fields: {
    billingId: { kind: 'ref', ref: 'billing', label: { en: 'Invoice', es: 'Factura' }, required: true, immutable: true, filterable: true },
    position: { kind: 'integer', label: { en: 'Line', es: 'Línea' }, readOnly: true, sortable: true },
    kind: { kind: 'enum', label: { en: 'Kind', es: 'Clase' }, options: LINE_KINDS, readOnly: true, list: true, filterable: true },
    description: { kind: 'text', label: { en: 'Description', es: 'Descripción' }, required: true, max: 300, list: true },
    account: { kind: 'text', label: { en: 'Account', es: 'Cuenta' }, max: 32, list: true },
    quantity: { kind: 'decimal', label: { en: 'Quantity', es: 'Cantidad' }, required: true, min: 0, max: 100000, list: true },
    unitAmount: { kind: 'money', label: { en: 'Unit Amount', es: 'Monto unitario' }, required: true, min: 0, list: true },
    amount: { kind: 'money', label: { en: 'Amount', es: 'Monto' }, readOnly: true, list: true },
    unitId: { kind: 'ref', ref: 'unit', label: { en: 'Unit No', es: 'Unidad' }, readOnly: true },
    vendorUserId: { kind: 'ref', ref: 'user', label: { en: 'Vendor Account', es: 'Cuenta del proveedor' }, readOnly: true },
  },
});
