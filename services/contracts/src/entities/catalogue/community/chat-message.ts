import { defineEntity } from '../../define';

/** One message of a conversation, with attachments; seen by the conversation's participants only. */
export const chatMessage = defineEntity({
  name: 'chatMessage',
  domain: 'community',
  module: 'chat-messages',
  grants: {
    parent: ['list', 'read', 'create'],
    'property-manager': ['list', 'read', 'create'],
    staff: ['list', 'read', 'create'],
    resident: ['list', 'read', 'create'],
  },
  table: 'chat_messages',
  attachments: { kinds: ['image', 'document'], addWith: 'create', label: { en: 'Attachments', es: 'Adjuntos' } },
  title: { en: 'Message', es: 'Mensaje' },
  titlePlural: { en: 'Messages', es: 'Mensajes' },
  tenancy: 'property',
  parent: { entity: 'conversation', field: 'conversationId' },
  privateTo: 'participantIds',
  closedActions: ['update'],
  displayField: 'body',
  defaultSort: { field: 'createdAt', direction: 'asc' },
  fields: {
    conversationId: {
      kind: 'ref',
      ref: 'conversation',
      label: { en: 'Conversation', es: 'Conversación' },
      required: true,
      immutable: true,
      filterable: true,
    },
    body: { kind: 'longText', label: { en: 'Message', es: 'Mensaje' }, required: 'Message is required', max: 4000, list: true },
    authorId: { kind: 'ref', ref: 'user', label: { en: 'From', es: 'De' }, readOnly: true, list: true },
    authorName: { kind: 'text', label: { en: 'Author', es: 'Autor' }, readOnly: true, max: 200 },
    // The conversation's participants, copied so each message carries its own audience.
    participantIds: { kind: 'refList', ref: 'user', label: { en: 'Participants', es: 'Participantes' }, readOnly: true },
  },
});
