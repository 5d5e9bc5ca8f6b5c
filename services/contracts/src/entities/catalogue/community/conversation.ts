import { defineEntity } from '../../define';
import { NAME_COLUMN, datetime, integer, text, refList, textList } from '../../field-builders';
import { MANAGE, RAISE, management } from '../../grant-profiles';

/**
 * A private conversation among residents, management and staff of one property. Only its
 * participants see it — managers of the org included (`privateTo`, ADR 0031).
 */
export const conversation = defineEntity({
  name: 'conversation',
  domain: 'community',
  module: 'conversations',
  table: 'conversations',
  title: { en: 'Conversation', es: 'Conversación' },
  titlePlural: { en: 'Conversations', es: 'Conversaciones' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'subject',
  defaultSort: { field: 'lastMessageAt', direction: 'desc' },
  privateTo: 'participantIds',
  grants: { ...management(MANAGE), staff: MANAGE, resident: RAISE },
  fields: {
    subject: text('Subject', 'Asunto', { required: 'Subject is required', max: 160, ...NAME_COLUMN }),
    participantIds: refList('user', 'Participants', 'Participantes', { immutable: true }),
    // Names as people publishes them, so residents (who may not read users) see who is in it.
    participantNames: textList('Participants', 'Participantes', { readOnly: true, list: true }),
    messageCount: integer('Messages', 'Mensajes', { readOnly: true, list: true }),
    lastMessageAt: datetime('Last Message', 'Último mensaje', { readOnly: true, list: true, sortable: true }),
    lastMessagePreview: text('Last Message', 'Último mensaje', { readOnly: true, max: 200 }),
  },
});
