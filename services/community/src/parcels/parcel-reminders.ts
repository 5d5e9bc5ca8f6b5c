import { subDays } from 'date-fns';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { parcel } from '@portico/contracts';
import { applyRecordChange, type RecurringJob } from '@portico/platform';
import { COMMUNITY_NOTICES } from '../notifications/deliver-notice';
import { remindRecipient } from './parcel.actions';
import { parcels } from './parcels.schema';

/** Days between reminders of an unclaimed parcel (PARCEL_REMINDER_DAYS, default 2). */
export function reminderDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.PARCEL_REMINDER_DAYS);
  return Number.isFinite(days) && days > 0 ? days : 2;
}

/**
 * Reminds the recipient of every parcel still at the desk once `days` have passed since it was
 * announced or last reminded. Each reminder has its own de-duplication key (its number), so a
 * run repeated after a crash reminds nobody twice.
 */
export function parcelReminderJob(days = reminderDays(), everyMs = 15 * 60_000): RecurringJob {
  return {
    name: 'parcel-reminders',
    everyMs,
    async run({ tx, now }) {
      const p = parcels as unknown as Record<string, PgColumn>;
      const cutoff = subDays(now, days).toISOString();
      const due = (await tx
        .select()
        .from(parcels)
        .where(
          and(
            eq(p.status!, 'active'),
            inArray(p.state!, ['received', 'notified', 'reminded']),
            lte(sql`coalesce(${p.lastRemindedAt!}, ${p.notifiedAt!}, ${p.createdAt!})`, cutoff),
          ),
        )
        .limit(500)
        .for('update', { skipLocked: true })) as Record<string, unknown>[];
      for (const row of due) {
        const changes = await remindRecipient(tx, row, COMMUNITY_NOTICES, now);
        // Nobody reached (the user mirror not filled yet, an archived account): try on a later run.
        if (!changes) continue;
        await applyRecordChange(tx, parcel, parcels, COMMUNITY_NOTICES, String(row.id), { ...changes, state: 'reminded' });
      }
    },
  };
}
