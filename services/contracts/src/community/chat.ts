/**
 * Chat's hand-written requests (ADR 0031): the caller's unread counts and their read marker.
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
