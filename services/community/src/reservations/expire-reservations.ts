import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { reservation } from '@portico/contracts';
import { applyRecordChange, type Db, type RecurringJob } from '@portico/platform';
import { amenities, reservations } from './reservations.schema';
import type { ReservationNotices } from './reservation-notices';

type Row = Record<string, unknown>;
const r = reservations as unknown as Record<string, PgColumn>;
const a = amenities as unknown as Record<string, PgColumn>;
const EVERY_MS = 15 * 60_000;
const BATCH = 500;

/** The job's actor in history (ADR 0021 names the platform's own writers). */
export const RESERVATION_EXPIRY_ACTOR = 'scheduler';

/**
 * Pending and waitlisted reservations whose start has come: nobody decided in time (domains.md:
 * EXPIRED), or no spot freed up. Each becomes `expired` (its `updated` event tells billing) and
 * its resident is told. Rows are claimed with SKIP LOCKED, so a concurrent decision wins.
 */
export async function expireReservations(tx: Db, now: Date, notices: ReservationNotices): Promise<number> {
  const due = (await tx
    .select()
    .from(reservations)
    .where(and(eq(r.status!, 'active'), inArray(r.state!, ['pending', 'waitlisted']), lte(r.startAt!, now.toISOString())))
    .orderBy(asc(r.startAt!))
    .limit(BATCH)
    .for('update', { skipLocked: true })) as Row[];
  if (due.length === 0) return 0;
  const names = new Map(
    (
      await tx
        .select({ id: a.id!, name: a.name! })
        .from(amenities)
        .where(
          inArray(
            a.id!,
            due.map((d) => String(d.amenityId)),
          ),
        )
    ).map((n) => [String(n.id), String(n.name)]),
  );
  for (const row of due) {
    const changed = await applyRecordChange(tx, reservation, reservations, RESERVATION_EXPIRY_ACTOR, String(row.id), { state: 'expired' });
    // A multi-day booking is told once, by its first day.
    if (!row.bookingId || row.bookingId === row.id)
      await notices.toResident(tx, changed, names.get(String(row.amenityId)) ?? 'the amenity', 'expired');
  }
  return due.length;
}

/** Every 15 minutes (ADR 0017): a run missed while no replica was up happens once on start-up. */
export function reservationExpiryJob(notices: ReservationNotices): RecurringJob {
  return {
    name: 'community.reservations.expire',
    everyMs: EVERY_MS,
    async run({ tx, now }) {
      await expireReservations(tx, now, notices);
    },
  };
}
