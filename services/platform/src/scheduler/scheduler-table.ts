import { index, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { domainSchema } from '../db/resource-table';

/**
 * Scheduled work of one service. A row is one run to make: a one-off job (a reminder on a
 * date) or the next occurrence of a recurring one. `key` makes scheduling idempotent: the
 * same reminder asked for twice is one row.
 */
function makeScheduledJobs(domain: string) {
  return domainSchema(domain).table(
    'scheduled_jobs',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      name: text('name').notNull(),
      key: text('key').notNull().unique(),
      payload: jsonb('payload').$type<unknown>().notNull().default({}),
      runAt: timestamp('run_at', { withTimezone: true, mode: 'string' }).notNull(),
      /** When a recurring job last ran: the next run catches up everything since. */
      lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'string' }),
      attempts: integer('attempts').notNull().default(0),
      lockedBy: text('locked_by'),
      lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
      lastError: text('last_error'),
      doneAt: timestamp('done_at', { withTimezone: true, mode: 'string' }),
      failedAt: timestamp('failed_at', { withTimezone: true, mode: 'string' }),
    },
    (t) => [
      index('scheduled_jobs_due_idx')
        .on(t.runAt)
        .where(sql`done_at is null and failed_at is null`),
    ],
  );
}

const tables = new Map<string, ReturnType<typeof makeScheduledJobs>>();

export function scheduledJobsTable(domain: string): ReturnType<typeof makeScheduledJobs> {
  if (!tables.has(domain)) tables.set(domain, makeScheduledJobs(domain));
  return tables.get(domain)!;
}
