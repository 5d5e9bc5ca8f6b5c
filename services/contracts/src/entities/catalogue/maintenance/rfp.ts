import { defineEntity } from '../../define';
import { READ } from './field-helpers';

/** The tender lifecycle (domains.md): draft → sent → evaluation → awarded, or cancelled. */
export const RFP_STATES = [
  { value: 'draft', label: { en: 'Draft', es: 'Borrador' } },
  { value: 'sent', label: { en: 'Sent', es: 'Enviada' } },
  { value: 'evaluation', label: { en: 'Evaluation', es: 'Evaluación' } },
  { value: 'awarded', label: { en: 'Awarded', es: 'Adjudicada' } },
  { value: 'cancelled', label: { en: 'Cancelled', es: 'Cancelada' } },
] as const;

/** A request for proposal made from a maintenance order; vendors are invited to quote. */
export const rfp = defineEntity({
  name: 'rfp',
  domain: 'maintenance',
  module: 'rfp',
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    staff: READ,
    vendor: READ,
  },
  table: 'rfps',
  attachments: { kinds: ['document', 'image'], label: { en: 'Scope documents', es: 'Documentos del alcance' } },
  title: { en: 'Request for Proposal', es: 'Solicitud de propuestas' },
  titlePlural: { en: 'Requests for Proposal', es: 'Solicitudes de propuestas' },
  tenancy: 'property',
  // A vendor sees only the tenders (and their questions) it was invited to.
  ownerField: { vendor: 'invitedUserIds' },
  parent: { entity: 'order', field: 'orderId' },
  example: { sendQuestionDate: '2099-01-10', dueDate: '2099-01-20', decisionDate: '2099-01-30' },
  displayField: 'title',
  defaultSort: { field: 'dueDate', direction: 'asc' },
  fields: {
    title: { kind: 'text', label: { en: 'Title', es: 'Título' }, required: true, max: 160, list: true, sortable: true, searchable: true },
    orderId: {
      kind: 'ref',
      ref: 'order',
      label: { en: 'Maintenance Order', es: 'Orden de mantenimiento' },
      required: true,
      immutable: true,
      list: true,
      filterable: true,
    },
    state: { kind: 'enum', label: { en: 'Status', es: 'Estado' }, options: RFP_STATES, readOnly: true, list: true, filterable: true },
    scope: { kind: 'longText', label: { en: 'Scope of Work', es: 'Alcance del trabajo' }, max: 8000 },
    sendQuestionDate: { kind: 'date', label: { en: 'Send Question Date', es: 'Fecha límite de preguntas' }, list: true },
    dueDate: {
      kind: 'date',
      label: { en: 'Due Date', es: 'Fecha límite' },
      required: 'Please Enter Due Date',
      list: true,
      sortable: true,
      filterable: true,
    },
    decisionDate: { kind: 'date', label: { en: 'Decision Date', es: 'Fecha de decisión' }, list: true, sortable: true },
    awardedVendorId: { kind: 'ref', ref: 'vendor', label: { en: 'Awarded To', es: 'Adjudicada a' }, readOnly: true, list: true },
    invitedUserIds: {
      kind: 'refList',
      ref: 'user',
      label: { en: 'Invited vendor accounts', es: 'Cuentas de proveedores invitados' },
      readOnly: true,
    },
  },
});
