import { defineEntity } from '../../define';
import { date, longText, NAME_COLUMN, ref, refList, statusField, text } from '../../field-builders';
import { MANAGE, READ, management } from '../../grant-profiles';

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
  table: 'rfps',
  title: { en: 'Request for Proposal', es: 'Solicitud de propuestas' },
  titlePlural: { en: 'Requests for Proposal', es: 'Solicitudes de propuestas' },
  tenancy: 'property',
  parent: { entity: 'order', field: 'orderId' },
  displayField: 'title',
  defaultSort: { field: 'dueDate', direction: 'asc' },
  // A vendor sees only the tenders (and their questions) it was invited to.
  ownerField: { vendor: 'invitedUserIds' },
  attachments: { kinds: ['document', 'image'], label: { en: 'Scope documents', es: 'Documentos del alcance' } },
  example: { sendQuestionDate: '2099-01-10', dueDate: '2099-01-20', decisionDate: '2099-01-30' },
  grants: { ...management(MANAGE), staff: READ, vendor: READ },
  fields: {
    title: text('Title', 'Título', { required: true, max: 160, ...NAME_COLUMN }),
    orderId: ref('order', 'Maintenance Order', 'Orden de mantenimiento', { required: true, immutable: true, list: true, filterable: true }),
    state: statusField(RFP_STATES),
    scope: longText('Scope of Work', 'Alcance del trabajo', { max: 8000 }),
    sendQuestionDate: date('Send Question Date', 'Fecha límite de preguntas', { list: true }),
    dueDate: date('Due Date', 'Fecha límite', { required: 'Please Enter Due Date', list: true, sortable: true, filterable: true }),
    decisionDate: date('Decision Date', 'Fecha de decisión', { list: true, sortable: true }),
    awardedVendorId: ref('vendor', 'Awarded To', 'Adjudicada a', { readOnly: true, list: true }),
    invitedUserIds: refList('user', 'Invited vendor accounts', 'Cuentas de proveedores invitados', { readOnly: true }),
  },
});
