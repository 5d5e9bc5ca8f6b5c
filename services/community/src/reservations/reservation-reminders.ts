import { and, asc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, RecurringJob } from '@portico/platform';
import { amenities, reservations } from './reservations.schema';
import type { ReservationNotices } from './reservation-notices';

type Row = Record<string, unknown>;
const r = reservations as unknown as Record<string, PgColumn>;
const a = amenities as unknown as Record<string, PgColumn>;
const EVERY_MS = 30 * 60_000;
const AHEAD_MS = 24 * 3_600_000;
const BATCH = 500;

/**
 * Approved reservations starting within a day remind their resident once (inbox and mail): the
 * notice's de-duplication key (reservation, `reminder`, resident) makes a re-run or a second
 * replica remind nobody twice. Days of a multi-day booking are each reminded.
 */
export async function remindReservations(tx: Db, now: Date, notices: ReservationNotices): Promise<number> {
  const soon = (await tx
    .select()
    .from(reservations)
    .where(
      and(
        eq(r.status!, 'active'),
        eq(r.state!, 'approved'),
        isNotNull(r.userId!),
        gt(r.startAt!, now.toISOString()),
        lte(r.startAt!, new Date(now.getTime() + AHEAD_MS).toISOString()),
      ),
    )
    .orderBy(asc(r.startAt!))
    .limit(BATCH)) as Row[];
  if (soon.length === 0) return 0;
  const ids = [...new Set(soon.map((s) => String(s.amenityId)))];
  const names = new Map(
    (await tx.select({ id: a.id!, name: a.name! }).from(amenities).where(inArray(a.id!, ids))).map((n) => [String(n.id), String(n.name)]),
  );
  for (const row of soon) await notices.toResident(tx, row, names.get(String(row.amenityId)) ?? 'the amenity', 'reminder');
  return soon.length;
}

/** Every 30 minutes (ADR 0017). */
export function reservationReminderJob(notices: ReservationNotices): RecurringJob {
  return {
    name: 'community.reservations.remind',
    everyMs: EVERY_MS,
    async run({ tx, now }) {
      await remindReservations(tx, now, notices);
    },
  };
}
