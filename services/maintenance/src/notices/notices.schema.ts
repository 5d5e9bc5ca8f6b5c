import { text, timestamp } from 'drizzle-orm/pg-core';
import { domainSchema } from '@portico/platform';

/**
 * Reminders already mailed, by key (`compliance:<vendor>:<document>:<expires>:<days>`,
 * `warranty:<equipment>:<warrantyEnd>`): a reminder is claimed here in the transaction that queues
 * its mail, so a re-run, a catch-up or a second replica never mails it twice.
 */
export const remindersSent = domainSchema('maintenance').table('reminders_sent', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
