import { date, index, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { domainSchema } from '@portico/platform';

/**
 * Who used the console on which day (ADR 0064): one row per user record and UTC day, written
 * when the people service resolves the user's access. The user report's "active users" reads
 * it; nothing was recorded about sign-ins before it, so days before its first row count no one.
 */
export const userActivity = domainSchema('people').table(
  'user_activity',
  {
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'user_activity_pkey', columns: [t.userId, t.day] }), index('user_activity_day_idx').on(t.day)],
);
