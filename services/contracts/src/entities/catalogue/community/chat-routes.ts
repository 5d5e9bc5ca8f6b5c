import { slugFor } from '../../permissions';
import { aboutRecord, defineRoute, type RouteSpec } from '../../routes';
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

const chat = { domain: 'community', tag: 'Chat' } as const satisfies Partial<RouteSpec>;

/** The caller's unread messages per conversation. */
export const chatUnreadRoute = defineRoute({
  ...chat,
  name: 'chat.unread',
  summary: 'Unread chat messages',
  description: "The caller's unread messages per conversation; conversations with none are left out (ADR 0031).",
  method: 'GET',
  path: '/chat/unread',
  permission: slugFor(conversation, 'list'),
  subject: CHAT_SUBJECTS.unread,
  ok: 'Unread messages per conversation of the caller',
  errors: [401, 403],
});

/** Moves the caller's read marker of one conversation to now. */
export const chatMarkReadRoute = defineRoute({
  ...chat,
  name: 'chat.markRead',
  summary: 'Mark a conversation read',
  description: "Moves the caller's read marker of one conversation to now (ADR 0031).",
  method: 'POST',
  path: '/chat/conversations/:id/read',
  permission: slugFor(conversation, 'read'),
  subject: CHAT_SUBJECTS.markRead,
  ...aboutRecord(conversation),
  ok: "The caller's read marker, now",
  errors: [401, 403, 404],
});
