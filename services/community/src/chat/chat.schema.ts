import { primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { chatMessage, conversation } from '@portico/contracts';
import { domainSchema, tableFor } from '@portico/platform';

export const conversations = tableFor(conversation);
export const chatMessages = tableFor(chatMessage);

/**
 * Each participant's read marker: messages of others after it are that participant's unread
 * ones. Kept per user (not on the conversation), so one reader opening it clears nobody else's.
 */
export const chatReadMarkers = domainSchema('community').table(
  'chat_read_markers',
  {
    conversationId: uuid('conversation_id').notNull(),
    userId: uuid('user_id').notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);
