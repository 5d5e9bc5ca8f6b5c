import { defineEntity } from '../../define';
import { longText, ref, refList, text } from '../../field-builders';
import { RAISE, management } from '../../grant-profiles';

/** One message of a conversation, with attachments; seen by the conversation's participants only. */
export const chatMessage = defineEntity({
  name: 'chatMessage',
  domain: 'community',
  module: 'chat-messages',
  table: 'chat_messages',
  title: { en: 'Message', es: 'Mensaje' },
  titlePlural: { en: 'Messages', es: 'Mensajes' },
  tenancy: 'property',
  parent: { entity: 'conversation', field: 'conversationId' },
  displayField: 'body',
  defaultSort: { field: 'createdAt', direction: 'asc' },
  privateTo: 'participantIds',
  closedActions: ['update'],
  attachments: { kinds: ['image', 'document'], addWith: 'create', label: { en: 'Attachments', es: 'Adjuntos' } },
  grants: { ...management(RAISE), staff: RAISE, resident: RAISE },
  fields: {
    conversationId: ref('conversation', 'Conversation', 'Conversación', { required: true, immutable: true, filterable: true }),
    body: longText('Message', 'Mensaje', { required: 'Message is required', max: 4000, list: true }),
    authorId: ref('user', 'From', 'De', { readOnly: true, list: true }),
    authorName: text('Author', 'Autor', { readOnly: true, max: 200 }),
    // The conversation's participants, copied so each message carries its own audience.
    participantIds: refList('user', 'Participants', 'Participantes', { readOnly: true }),
  },
});
