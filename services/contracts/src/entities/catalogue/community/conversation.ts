import { defineEntity } from '../../define';

/**
 * A private conversation among residents, management and staff of one property. Only its
 * participants see it — managers of the org included (`privateTo`, ADR 0031).
 */
export const conversation = defineEntity({
  name: 'conversation',
  domain: 'community',
  module: 'conversations',
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    staff: ['list', 'read', 'create', 'update'],
    resident: ['list', 'read', 'create'],
  },
  table: 'conversations',
  title: { en: 'Conversation', es: 'Conversación' },
  titlePlural: { en: 'Conversations', es: 'Conversaciones' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  privateTo: 'participantIds',
  displayField: 'subject',
  defaultSort: { field: 'lastMessageAt', direction: 'desc' },
  fields: {
    subject: {
      kind: 'text',
      label: { en: 'Subject', es: 'Asunto' },
      required: 'Subject is required',
      max: 160,
      list: true,
      sortable: true,
      searchable: true,
    },
    participantIds: {
      kind: 'refList',
      ref: 'user',
      label: { en: 'Participants', es: 'Participantes' },
      immutable: true,
    },
    // Names as people publishes them, so residents (who may not read users) see who is in it.
    participantNames: { kind: 'textList', label: { en: 'Participants', es: 'Participantes' }, readOnly: true, list: true },
    messageCount: { kind: 'integer', label: { en: 'Messages', es: 'Mensajes' }, readOnly: true, list: true },
    lastMessageAt: {
      kind: 'datetime',
      label: { en: 'Last Message', es: 'Último mensaje' },
      readOnly: true,
      list: true,
      sortable: true,
    },
    lastMessagePreview: { kind: 'text', label: { en: 'Last Message', es: 'Último mensaje' }, readOnly: true, max: 200 },
  },
});
