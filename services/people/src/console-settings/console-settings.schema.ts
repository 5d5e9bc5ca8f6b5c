import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { domainSchema } from '@portico/platform';

/**
 * The console's platform-wide switches (ADR 0075): one row, key 'console'. Platform-wide, not
 * per organization: maintenance mode is an operator's switch over the whole product.
 */
export const consoleSettings = domainSchema('people').table('console_settings', {
  key: text('key').primaryKey(),
  maintenanceMode: boolean('maintenance_mode').notNull().default(false),
  maintenanceMessage: text('maintenance_message'),
  lockAfterMinutes: integer('lock_after_minutes').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
