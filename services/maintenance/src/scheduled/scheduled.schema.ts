import { date, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schedule } from '@portico/contracts';
import { domainSchema, tableFor } from '@portico/platform';

export const schedules = tableFor(schedule);

/**
 * One row per (schedule, occurrence date): the key that makes the generator create exactly one
 * order per occurrence, however often it runs and on however many replicas.
 */
export const scheduleOccurrences = domainSchema('maintenance').table(
  'schedule_occurrences',
  {
    scheduleId: uuid('schedule_id').notNull(),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.occurrenceDate] })],
);
