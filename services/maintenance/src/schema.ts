import { date, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  equipment,
  location,
  maintenanceCategory,
  order,
  part,
  partMovement,
  quoteLine,
  rfp,
  rfpBid,
  rfpQuestion,
  schedule,
  thread,
  threadMessage,
  vendor,
} from '@portico/contracts';
import { domainSchema, platformTables, tableFor } from '@portico/platform';

export const maintenanceSchema = domainSchema('maintenance');
export const maintenanceCategories = tableFor(maintenanceCategory);
export const locations = tableFor(location);
export const vendors = tableFor(vendor);
export const equipmentTable = tableFor(equipment);
export const parts = tableFor(part);
export const partMovements = tableFor(partMovement);
export const orders = tableFor(order);
export const schedules = tableFor(schedule);
export const rfps = tableFor(rfp);
export const rfpBids = tableFor(rfpBid);
export const rfpQuestions = tableFor(rfpQuestion);
export const quoteLines = tableFor(quoteLine);
export const threads = tableFor(thread);
export const threadMessages = tableFor(threadMessage);
export const { outbox, effects, inbox, importJobs, importRows, scheduledJobs, mirrorRecords, attachments } = platformTables('maintenance');

/**
 * One row per (schedule, occurrence date): the key that makes the generator create exactly one
 * order per occurrence, however often it runs and on however many replicas.
 */
export const scheduleOccurrences = maintenanceSchema.table(
  'schedule_occurrences',
  {
    scheduleId: uuid('schedule_id').notNull(),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.occurrenceDate] })],
);

/**
 * Reminders already mailed, by key (`compliance:<vendor>:<document>:<expires>:<days>`,
 * `warranty:<equipment>:<warrantyEnd>`): a reminder is claimed here in the transaction that queues
 * its mail, so a re-run, a catch-up or a second replica never mails it twice.
 */
export const remindersSent = maintenanceSchema.table('reminders_sent', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
