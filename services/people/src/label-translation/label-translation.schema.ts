import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { domainSchema } from '@portico/platform';

/**
 * Administrators' overrides of the console's labels (ADR 0070), one row per label key. A
 * language left null shows the built-in text; a row with both null is deleted. Platform-wide,
 * like the console settings: a label reads the same in every organization.
 */
export const labelOverrides = domainSchema('people').table('label_overrides', {
  key: text('key').primaryKey(),
  en: text('en'),
  es: text('es'),
  /** Counts the changes of this key; carried by the change event. */
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
