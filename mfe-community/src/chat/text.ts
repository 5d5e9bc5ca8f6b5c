import type { Label } from '@portico/contracts/kit';
import { defineLabels } from '@portico/shell-sdk';

export const chatText = defineLabels('mfe-community.chat', {
  title: { en: 'Chat', es: 'Chat' },
  conversations: { en: 'Conversations', es: 'Conversaciones' },
  newConversation: { en: 'New conversation', es: 'Nueva conversación' },
  none: {
    en: 'No conversations yet. Start one with “New conversation”.',
    es: 'Aún no hay conversaciones. Inicie una con «Nueva conversación».',
  },
  pick: { en: 'Choose a conversation on the left.', es: 'Elija una conversación a la izquierda.' },
  unread: { en: 'unread', es: 'sin leer' },
  subject: { en: 'Subject', es: 'Asunto' },
  property: { en: 'Property', es: 'Propiedad' },
  participants: { en: 'Participants', es: 'Participantes' },
  firstMessage: { en: 'Message', es: 'Mensaje' },
  toManagement: {
    en: 'Your message goes to the management of your property.',
    es: 'Su mensaje llega a la administración de su propiedad.',
  },
  start: { en: 'Start conversation', es: 'Iniciar conversación' },
  cancel: { en: 'Cancel', es: 'Cancelar' },
  started: { en: 'Conversation started', es: 'Conversación iniciada' },
  failed: { en: 'Could not start the conversation', es: 'No se pudo iniciar la conversación' },
  required: { en: 'This is a required field.', es: 'Este campo es obligatorio.' },
  with: { en: 'With', es: 'Con' },
} satisfies Record<string, Label>);
