import { index, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { domainSchema } from './resource-table';

/**
 * Transactional outbox: events are written in the same transaction as the change and relayed
 * to JetStream afterwards, so a rolled-back change never emits and a committed one always does.
 */
function makeOutbox(domain: string) {
  return domainSchema(domain).table(
    'outbox',
    {
      id: uuid('id').primaryKey(),
      subject: text('subject').notNull(),
      payload: jsonb('payload').notNull(),
      headers: jsonb('headers').$type<Record<string, string>>(),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
      publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    },
    (t) => [index('outbox_unpublished_idx').on(t.publishedAt, t.createdAt)],
  );
}

/** Inbox of handled event ids: a redelivered event finds its id here and changes nothing. */
function makeInbox(domain: string) {
  return domainSchema(domain).table('inbox', {
    messageId: text('message_id').primaryKey(),
    subject: text('subject').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  });
}

const outboxes = new Map<string, ReturnType<typeof makeOutbox>>();
const inboxes = new Map<string, ReturnType<typeof makeInbox>>();

export function outboxTable(domain: string): ReturnType<typeof makeOutbox> {
  if (!outboxes.has(domain)) outboxes.set(domain, makeOutbox(domain));
  return outboxes.get(domain)!;
}

export function inboxTable(domain: string): ReturnType<typeof makeInbox> {
  if (!inboxes.has(domain)) inboxes.set(domain, makeInbox(domain));
  return inboxes.get(domain)!;
}
