import { defineEntity } from '../../define';
import { datetime, longText, money, ref, statusField, vendorAccountRef } from '../../field-builders';
import { RAISE, READ, management } from '../../grant-profiles';

/** One invited vendor's side of an RFP: invited → viewed → quoted | declined, then awarded or lost. */
export const BID_STATES = [
  { value: 'invited', label: { en: 'Invited', es: 'Invitado' } },
  { value: 'viewed', label: { en: 'Viewed', es: 'Vista' } },
  { value: 'quoted', label: { en: 'Quoted', es: 'Cotizada' } },
  { value: 'declined', label: { en: 'Declined', es: 'Rechazada' } },
  { value: 'no-response', label: { en: 'No response', es: 'Sin respuesta' } },
  { value: 'awarded', label: { en: 'Awarded', es: 'Adjudicada' } },
  { value: 'lost', label: { en: 'Not awarded', es: 'No adjudicada' } },
] as const;

export const rfpBid = defineEntity({
  name: 'rfpBid',
  domain: 'maintenance',
  module: 'rfp-bids',
  table: 'rfp_bids',
  title: { en: 'Invited Vendor', es: 'Proveedor invitado' },
  titlePlural: { en: 'Invited Vendors', es: 'Proveedores invitados' },
  tenancy: 'property',
  parent: { entity: 'rfp', field: 'rfpId' },
  displayField: 'vendorId',
  defaultSort: { field: 'createdAt', direction: 'asc' },
  // Each vendor sees only their own bid.
  ownerField: { vendor: 'vendorUserId' },
  closedActions: ['update'],
  attachments: { kinds: ['document', 'image'], label: { en: 'Quote documents', es: 'Documentos de la cotización' } },
  grants: { ...management(RAISE), staff: READ, vendor: READ },
  fields: {
    rfpId: ref('rfp', 'RFP', 'Solicitud', { required: true, immutable: true, list: true, filterable: true }),
    vendorId: ref('vendor', 'Vendor', 'Proveedor', { required: true, immutable: true, list: true, filterable: true }),
    state: statusField(BID_STATES),
    vendorUserId: vendorAccountRef(),
    quoteTotal: money('Total Amount', 'Monto total', { readOnly: true, list: true, sortable: true }),
    quoteNote: longText('Quote Note', 'Nota de la cotización', { readOnly: true }),
    quotedAt: datetime('Quoted', 'Cotizada el', { readOnly: true, list: true }),
  },
});
