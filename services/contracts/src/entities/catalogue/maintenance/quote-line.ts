import { defineEntity } from '../../define';
import { decimal, integer, money, ref, text, vendorAccountRef } from '../../field-builders';
import { RAISE, READ, management } from '../../grant-profiles';

/** One line of a vendor's quote: description, quantity or hours, amount per quantity, total. */
export const quoteLine = defineEntity({
  name: 'quoteLine',
  domain: 'maintenance',
  module: 'quote-lines',
  table: 'quote_lines',
  title: { en: 'Quote Line', es: 'Línea de cotización' },
  titlePlural: { en: 'Quotes', es: 'Cotizaciones' },
  tenancy: 'property',
  parent: { entity: 'rfpBid', field: 'bidId' },
  displayField: 'description',
  defaultSort: { field: 'position', direction: 'asc' },
  ownerField: { vendor: 'vendorUserId' },
  // A vendor adds lines, removes a wrong one (archive, delete) and submits the quote (an action).
  closedActions: ['update'],
  example: { quantity: 2, amountPerQty: 4500 },
  grants: { ...management(RAISE), staff: READ, vendor: RAISE },
  fields: {
    bidId: ref('rfpBid', 'Bid', 'Oferta', { required: true, immutable: true, filterable: true }),
    position: integer('Line', 'Línea', { readOnly: true, sortable: true }),
    description: text('Description', 'Descripción', { required: true, max: 300, list: true }),
    quantity: decimal('Quantity/Hrs', 'Cantidad/horas', { required: true, min: 0, max: 100000, list: true }),
    amountPerQty: money('Amount per Qty', 'Monto por cantidad', { required: true, min: 0, list: true }),
    total: money('Total Amount', 'Monto total', { readOnly: true, list: true }),
    vendorUserId: vendorAccountRef(),
  },
});
