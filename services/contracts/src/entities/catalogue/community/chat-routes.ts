import { uuidString } from '../../input-rules';
import { slugFor } from '../../permissions';
import { defineRoute } from '../../routes';
import { conversation } from './conversation';

/**
 * Chat's own requests (ADR 0031): the caller's unread counts and their read marker.
 * Everything else about conversations and messages is the generic resource kit.
 */
export const CHAT_SUBJECTS = {
  unread: 'community.conversation.unread',
  markRead: 'community.conversation.markRead',
} as const;

/** Unread messages per conversation for the caller (conversations with none are left out). */
export interface ChatUnread {
  items: { conversationId: string; unread: number }[];
  total: number;
}

export interface ChatReadMarker {
  conversationId: string;
  lastReadAt: string;
}

/** The caller's unread messages per conversation. */
export const chatUnreadRoute = defineRoute({
  name: 'chat.unread',
  domain: 'community',
  method: 'GET',
  path: '/chat/unread',
  permission: slugFor(conversation, 'list'),
  subject: CHAT_SUBJECTS.unread,
  tag: 'Chat',
  ok: 'Unread messages per conversation of the caller',
  errors: [401, 403],
});

/** Moves the caller's read marker of one conversation to now. */
export const chatMarkReadRoute = defineRoute({
  name: 'chat.markRead',
  domain: 'community',
  method: 'POST',
  path: '/chat/conversations/:id/read',
  permission: slugFor(conversation, 'read'),
  subject: CHAT_SUBJECTS.markRead,
  tag: 'Chat',
  params: { id: uuidString },
  record: conversation,
  ok: "The caller's read marker, now",
  errors: [401, 403, 404],
});
