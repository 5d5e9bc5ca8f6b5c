import { defineEntity } from '../../define';
import { longText, ref, refList } from '../../field-builders';
import { MANAGE, RAISE, READ, management } from '../../grant-profiles';

/** A bidder's question on an RFP; the answer is visible to every invited vendor. */
export const rfpQuestion = defineEntity({
  name: 'rfpQuestion',
  domain: 'maintenance',
  module: 'rfp-questions',
  table: 'rfp_questions',
  title: { en: 'Question', es: 'Pregunta' },
  titlePlural: { en: 'Questions and Responses', es: 'Preguntas y respuestas' },
  tenancy: 'property',
  parent: { entity: 'rfp', field: 'rfpId' },
  displayField: 'question',
  defaultSort: { field: 'createdAt', direction: 'asc' },
  // A vendor sees only the tenders (and their questions) it was invited to.
  ownerField: { vendor: 'invitedUserIds' },
  grants: { ...management(MANAGE), staff: READ, vendor: RAISE },
  fields: {
    rfpId: ref('rfp', 'RFP', 'Solicitud', { required: true, immutable: true, list: true, filterable: true }),
    question: longText('Question', 'Pregunta', { required: true, max: 2000, list: true }),
    response: longText('Response', 'Respuesta', { max: 4000, list: true }),
    askedBy: ref('user', 'Asked By', 'Preguntado por', { readOnly: true }),
    invitedUserIds: refList('user', 'Invited vendor accounts', 'Cuentas de proveedores invitados', { readOnly: true }),
  },
});
