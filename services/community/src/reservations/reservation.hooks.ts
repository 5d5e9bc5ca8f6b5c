import { subDays } from 'date-fns';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { HOLDING_STATES, PorticoError, localDay, reservation, type FieldError, fieldError, msg, zoneOf } from '@portico/contracts';
import { writeRecordEvents, type Db, type ResourceHooks } from '@portico/platform';
import { amenities, reservations } from './reservations.schema';
import {
  bookingDays,
  capacityProblem,
  limitProblem,
  periodOf,
  quotaProblem,
  strikeProblem,
  timingProblems,
  NO_SHOW_WINDOW_DAYS,
  type AmenityRules,
  type Held,
  type Interval,
} from './booking-rules';
import { isManager, isResident, mirroredUser, propertyZone, unitNumbers } from './reservation-people';
import type { ReservationNotices } from './reservation-notices';

type Row = Record<string, unknown>;
const r = reservations as unknown as Record<string, PgColumn>;
const a = amenities as unknown as Record<string, PgColumn>;

/**
 * The amenity row, locked until the transaction ends: every booking of one amenity queues here,
 * so the capacity read below cannot be overtaken by a concurrent booking (ADR 0029).
 */
export async function lockAmenity(tx: Db, id: unknown): Promise<Row | undefined> {
  if (typeof id !== 'string') return undefined;
  const [row] = (await tx.select().from(amenities).where(eq(a.id!, id)).for('update')) as Row[];
  // Its hours are read on its property's clock (issue 18): the rules carry the zone along.
  if (row) row.timeZone = await propertyZone(tx, row.propertyId);
  return row;
}

/** Reservations holding spots at the amenity that touch [from, to). */
export async function heldAt(tx: Db, amenityId: string, from: Date, to: Date, exclude?: string | string[]): Promise<Held[]> {
  const skip = exclude === undefined ? [] : Array.isArray(exclude) ? exclude : [exclude];
  const rows = (await tx
    .select({ id: r.id!, startAt: r.startAt!, endAt: r.endAt!, people: r.expectedPeople!, unitId: r.unitId!, bookingId: r.bookingId! })
    .from(reservations)
    .where(
      and(
        eq(r.amenityId!, amenityId),
        eq(r.status!, 'active'),
        inArray(r.state!, [...HOLDING_STATES]),
        lt(r.startAt!, to.toISOString()),
        gt(r.endAt!, from.toISOString()),
        skip.length ? notInArray(r.id!, skip) : undefined,
      ),
    )) as Row[];
  return rows.map((x) => ({
    id: String(x.id),
    startAt: new Date(String(x.startAt)),
    endAt: new Date(String(x.endAt)),
    people: Number(x.people ?? 1),
    unitId: (x.unitId as string | null) ?? null,
    bookingId: (x.bookingId as string | null) ?? null,
  }));
}

const iso = (d: Date) => d.toISOString();

/** Who the booking is for: a resident books for their own unit; staff name the unit and the resident. */
async function bookerOf(tx: Db, principal: Parameters<NonNullable<ResourceHooks['beforeCreate']>>[0]['principal'], values: Row) {
  if (isResident(principal)) {
    values.unitId ??= principal.unitIds[0];
    if (!values.unitId) throw PorticoError.validation([fieldError('unitId', msg('reservation.unitRequired'))]);
    if (!principal.unitIds.includes(String(values.unitId)))
      throw PorticoError.validation([fieldError('unitId', msg('reservation.ownUnitOnly'))]);
    if (values.userId && values.userId !== principal.userId)
      throw PorticoError.validation([fieldError('userId', msg('reservation.selfOnly'))]);
    values.userId = principal.userId;
    return;
  }
  if (!values.unitId) throw PorticoError.validation([fieldError('unitId', msg('reservation.unitRequired'))]);
  // On a resident's behalf: the resident named must live in the unit booked. Without one, the
  // booking is the unit's (taken at the front desk) and nobody is mailed.
  if (!values.userId) return;
  const user = await mirroredUser(tx, values.userId);
  const units = Array.isArray(user?.data.unitIds) ? (user.data.unitIds as string[]) : [];
  if (!user || user.status !== 'active' || !units.includes(String(values.unitId)))
    throw PorticoError.validation([fieldError('userId', msg('reservation.noUserOnUnit'))]);
}

/** Problems of the booking's days; waitlisting is allowed only for a slot that is merely full. */
async function checkDays(tx: Db, amenity: Row, values: Row, days: Interval[], people: number, now: Date, manager: boolean) {
  const rules = amenity as AmenityRules;
  const errors: FieldError[] = [];
  for (const day of days) for (const e of timingProblems(rules, day, now)) if (!errors.some((x) => x.message === e.message)) errors.push(e);
  const maxPeople = Number(amenity.maxPeople ?? 1);
  if (people > maxPeople) errors.push(fieldError('expectedPeople', msg('reservation.maxPeople', { count: maxPeople })));
  if (errors.length) throw PorticoError.validation(errors);

  const unitId = String(values.unitId);
  const buffer = Number(amenity.bufferMinutes ?? 0) * 60_000;
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const held = await heldAt(tx, String(amenity.id), new Date(first.startAt.getTime() - buffer), new Date(last.endAt.getTime() + buffer));
  let full: FieldError | undefined;
  for (const day of days) full ??= capacityProblem(rules, held, day, people);

  // The per-unit limit of this amenity: the unit's holding bookings in the periods the days touch.
  const zone = zoneOf(rules.timeZone);
  const span = { from: periodOf(rules.howOften, first.startAt, zone).startAt, to: periodOf(rules.howOften, last.startAt, zone).endAt };
  const unitHeld = (await heldAt(tx, String(amenity.id), span.from, span.to)).filter((h) => h.unitId === unitId);
  const limit = limitProblem(rules, unitHeld, days);
  if (limit) throw PorticoError.validation([limit]);

  if (!manager) {
    const strikes = (await tx
      .select({ startAt: r.startAt! })
      .from(reservations)
      .where(
        and(
          eq(r.unitId!, unitId),
          eq(r.state!, 'no-show'),
          eq(r.status!, 'active'),
          gte(r.startAt!, subDays(now, NO_SHOW_WINDOW_DAYS).toISOString()),
        ),
      )) as Row[];
    const paused = strikeProblem(
      strikes.map((s) => new Date(String(s.startAt))),
      now,
    );
    if (paused) throw PorticoError.validation([paused]);
    const [upcoming] = (await tx
      .select({ n: sql<number>`count(distinct coalesce(${r.bookingId!}, ${r.id!}))::int` })
      .from(reservations)
      .where(
        and(
          eq(r.unitId!, unitId),
          eq(r.status!, 'active'),
          inArray(r.state!, [...HOLDING_STATES, 'waitlisted']),
          gte(r.endAt!, now.toISOString()),
        ),
      )) as { n: number }[];
    const quota = quotaProblem(Number(upcoming?.n ?? 0));
    if (quota) throw PorticoError.validation([quota]);
  }
  return full;
}

/**
 * A new reservation (ADR 0029): checks every booking rule under the amenity's lock, then
 * writes one reservation per day — all in the create's transaction, so a multi-day booking is
 * all-or-nothing. A full slot is refused with the capacity warning, or waitlisted on request.
 */
export function reservationHooks(notices: ReservationNotices, clock: () => Date = () => new Date()): ResourceHooks {
  return {
    async beforeCreate({ tx, principal, values }) {
      await bookerOf(tx, principal, values);
      const amenity = await lockAmenity(tx, values.amenityId);
      if (!amenity || amenity.status !== 'active')
        throw PorticoError.validation([fieldError('amenityId', msg('reservation.amenityNotFound'))]);
      // The unit's quota spans amenities (other locks): its bookings queue on the unit too.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`community.reservation.unit:${String(values.unitId)}`}, 0))`);
      // A retry of a booking already made (same caller, same key) books nothing more.
      if (typeof values.idempotencyKey === 'string' && values.idempotencyKey) {
        const [made] = (await tx
          .select({ id: r.id! })
          .from(reservations)
          .where(and(eq(r.createdBy!, principal.userId), eq(r.idempotencyKey!, values.idempotencyKey)))
          .limit(1)) as Row[];
        if (made) throw new PorticoError('CONFLICT', msg('reservation.alreadyMade'), { reservationId: String(made.id) });
      }
      if (amenity.terms && values.termsAccepted !== true)
        throw PorticoError.validation([fieldError('termsAccepted', msg('reservation.acceptTerms'))]);

      const now = clock();
      const people = Number(values.expectedPeople ?? 1);
      values.expectedPeople = people;
      const zone = zoneOf(amenity.timeZone);
      const { days, problem } = bookingDays(
        new Date(String(values.startAt)),
        new Date(String(values.endAt)),
        values.multiDay === true,
        zone,
      );
      if (problem) throw PorticoError.validation([problem]);
      const manager = isManager(principal);
      const full = await checkDays(tx, amenity, values, days, people, now, manager);
      if (full && values.joinWaitlist !== true) throw PorticoError.validation([full]);

      // A manager booking on a resident's behalf has decided already.
      values.state = full ? 'waitlisted' : amenity.requiresApproval && !manager ? 'pending' : 'approved';
      const id = randomUUID();
      const booker = await mirroredUser(tx, values.userId);
      const names = [booker?.data.firstName, booker?.data.lastName].filter((n) => typeof n === 'string' && n).join(' ');
      values.residentName = names || (typeof booker?.data.email === 'string' ? booker.data.email : null);
      const units = await unitNumbers(tx, [String(values.unitId)]);
      const name = String(amenity.name);
      // The day as the property's calendar has it (a 20:00 booking in Los Angeles is the next day in UTC).
      const titleOf = (day: Interval) => `${name} · ${units.get(String(values.unitId)) ?? ''} · ${localDay(day.startAt, zone)}`;
      Object.assign(values, {
        id,
        title: titleOf(days[0]!),
        startAt: iso(days[0]!.startAt),
        endAt: iso(days[0]!.endAt),
        multiDay: days.length > 1,
        bookingId: days.length > 1 ? id : null,
        dayNumber: 1,
        dayCount: days.length,
        // One deposit per booking, carried by its first day (billing reads it from the events).
        deposit: amenity.deposit ?? 0,
        decidedBy: values.state === 'approved' ? principal.userId : null,
        decidedAt: values.state === 'approved' ? now.toISOString() : null,
      });
      if (days.length > 1) {
        const rest = days.slice(1).map((day, i) => ({
          ...values,
          id: randomUUID(),
          title: titleOf(day),
          startAt: iso(day.startAt),
          endAt: iso(day.endAt),
          dayNumber: i + 2,
          deposit: 0,
        }));
        const inserted = (await tx
          .insert(reservations)
          .values(rest as never)
          .returning()) as Row[];
        await writeRecordEvents(tx, reservation, 'create', principal.userId, inserted);
      }
      const step = values.state === 'waitlisted' ? 'waitlisted' : values.state === 'pending' ? 'received' : 'confirmed';
      await notices.toResident(tx, values, name, step, step === 'waitlisted' ? full?.message : undefined);
      if (values.state === 'pending') await notices.toApprovers(tx, values, name);
    },
    async beforeUpdate({ changes }) {
      // The lifecycle moves only through its actions; the kit's update edits comments only.
      if ('state' in changes) throw PorticoError.validation([fieldError('state', msg('reservation.useActions'))]);
    },
  };
}
