import { defineEntity } from '../../define';
import { READ } from './field-helpers';

/** A bidder's question on an RFP; the answer is visible to every invited vendor. */
export const rfpQuestion = defineEntity({
  name: 'rfpQuestion',
  domain: 'maintenance',
  module: 'rfp-questions',
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    staff: READ,
    vendor: ['list', 'read', 'create'],
  },
  table: 'rfp_questions',
  title: { en: 'Question', es: 'Pregunta' },
  titlePlural: { en: 'Questions and Responses', es: 'Preguntas y respuestas' },
  tenancy: 'property',
  // A vendor sees only the tenders (and their questions) it was invited to.
  ownerField: { vendor: 'invitedUserIds' },
  parent: { entity: 'rfp', field: 'rfpId' },
  displayField: 'question',
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
    question: { kind: 'longText', label: { en: 'Question', es: 'Pregunta' }, required: true, max: 2000, list: true },
    response: { kind: 'longText', label: { en: 'Response', es: 'Respuesta' }, max: 4000, list: true },
    askedBy: { kind: 'ref', ref: 'user', label: { en: 'Asked By', es: 'Preguntado por' }, readOnly: true },
    invitedUserIds: {
      kind: 'refList',
      ref: 'user',
      label: { en: 'Invited vendor accounts', es: 'Cuentas de proveedores invitados' },
      readOnly: true,
    },
  },
});
