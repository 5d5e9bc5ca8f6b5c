import { defineEntity } from '../../define';
import { READ } from './field-helpers';

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
  grants: {
    parent: ['list', 'read', 'create'],
    'property-manager': ['list', 'read', 'create'],
    staff: READ,
    vendor: READ,
  },
  table: 'rfp_bids',
  attachments: { kinds: ['document', 'image'], label: { en: 'Quote documents', es: 'Documentos de la cotización' } },
  title: { en: 'Invited Vendor', es: 'Proveedor invitado' },
  titlePlural: { en: 'Invited Vendors', es: 'Proveedores invitados' },
  tenancy: 'property',
  parent: { entity: 'rfp', field: 'rfpId' },
  // Each vendor sees only their own bid.
  ownerField: { vendor: 'vendorUserId' },
  closedActions: ['update'],
  displayField: 'vendorId',
  defaultSort: { field: 'createdAt', direction: 'asc' },
  fields: {
    rfpId: {
      kind: 'ref',
      ref: 'rfp',
      label: { en: 'RFP', es: 'Solicitud' },
      required: true,
      immutable: true,
      list: true,
      filterable: true,
    },
    vendorId: {
      kind: 'ref',
      ref: 'vendor',
      label: { en: 'Vendor', es: 'Proveedor' },
      required: true,
      immutable: true,
      list: true,
      filterable: true,
    },
    state: { kind: 'enum', label: { en: 'Status', es: 'Estado' }, options: BID_STATES, readOnly: true, list: true, filterable: true },
    vendorUserId: { kind: 'ref', ref: 'user', label: { en: 'Vendor Account', es: 'Cuenta del proveedor' }, readOnly: true },
    quoteTotal: { kind: 'money', label: { en: 'Total Amount', es: 'Monto total' }, readOnly: true, list: true, sortable: true },
    quoteNote: { kind: 'longText', label: { en: 'Quote Note', es: 'Nota de la cotización' }, readOnly: true },
    quotedAt: { kind: 'datetime', label: { en: 'Quoted', es: 'Cotizada el' }, readOnly: true, list: true },
  },
});
