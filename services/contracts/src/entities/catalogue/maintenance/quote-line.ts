import { defineEntity } from '../../define';
import { READ } from './field-helpers';

/** One line of a vendor's quote: description, quantity or hours, amount per quantity, total. */
export const quoteLine = defineEntity({
  name: 'quoteLine',
  domain: 'maintenance',
  module: 'quote-lines',
  grants: {
    parent: ['list', 'read', 'create'],
    'property-manager': ['list', 'read', 'create'],
    staff: READ,
    vendor: ['list', 'read', 'create'],
  },
  table: 'quote_lines',
  title: { en: 'Quote Line', es: 'Línea de cotización' },
  titlePlural: { en: 'Quotes', es: 'Cotizaciones' },
  tenancy: 'property',
  parent: { entity: 'rfpBid', field: 'bidId' },
  ownerField: { vendor: 'vendorUserId' },
  // A vendor adds lines, removes a wrong one (archive, delete) and submits the quote (an action).
  closedActions: ['update'],
  example: { quantity: 2, amountPerQty: 4500 },
  displayField: 'description',
  defaultSort: { field: 'position', direction: 'asc' },
  fields: {
    bidId: { kind: 'ref', ref: 'rfpBid', label: { en: 'Bid', es: 'Oferta' }, required: true, immutable: true, filterable: true },
    position: { kind: 'integer', label: { en: 'Line', es: 'Línea' }, readOnly: true, sortable: true },
    description: { kind: 'text', label: { en: 'Description', es: 'Descripción' }, required: true, max: 300, list: true },
    quantity: { kind: 'decimal', label: { en: 'Quantity/Hrs', es: 'Cantidad/horas' }, required: true, min: 0, max: 100000, list: true },
    amountPerQty: { kind: 'money', label: { en: 'Amount per Qty', es: 'Monto por cantidad' }, required: true, min: 0, list: true },
    total: { kind: 'money', label: { en: 'Total Amount', es: 'Monto total' }, readOnly: true, list: true },
    vendorUserId: { kind: 'ref', ref: 'user', label: { en: 'Vendor Account', es: 'Cuenta del proveedor' }, readOnly: true },
  },
});
