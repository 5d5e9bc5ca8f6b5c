import { index, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { domainSchema } from '@portico/platform';

/**
 * The webhook inbox (ADR 0033): one row per provider event id, written before the provider is
 * answered 2xx. A repeat finds its row and changes nothing; processing marks `processedAt`, and
 * a row left unprocessed (a crash, a provider outage) is picked up again by the sweeper job.
 */
export const webhookEvents = domainSchema('billing').table(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    objectId: text('object_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'string' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('webhook_events_pending_idx').on(t.processedAt, t.receivedAt)],
);
