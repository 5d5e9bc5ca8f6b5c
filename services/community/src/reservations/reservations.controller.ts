import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  AMENITY_AVAILABILITY_SUBJECT,
  HOLDING_STATES,
  PorticoError,
  RESERVATION_ANALYTICS_SUBJECT,
  dailyActivityQuerySchema,
  reservationDailyRoute,
  type DailyActivity,
  RESERVATION_STATES,
  amenity,
  amenityAvailabilityQuerySchema,
  instantBounds,
  parseInput,
  reservation,
  reservationAnalyticsQuerySchema,
  slugFor,
  type AmenityAvailability,
  type AnalyticsBucket,
  type ReservationAnalytics,
  type ResourceRequest,
  WEEKDAYS,
  addDays,
  clockText,
  daysBetween,
  weeklyWindows,
  zoneOf,
  zonedInstant,
} from '@portico/contracts';
import { DB, RequirePermission, dailyActivity, principalOf, scopeFilter, type Db } from '@portico/platform';
import { amenities, reservations } from './reservations.schema';
import { capacityOf, slotsOfDay, type AmenityRules } from './booking-rules';
import { propertyZone, propertyZones } from './reservation-people';
import { heldAt } from './reservation.hooks';

const r = reservations as unknown as Record<string, PgColumn>;
/** Reservations that took or take place (not refused, cancelled, expired, waitlisted or a block). */
const HELD_OR_HAPPENED = ['pending', 'approved', 'completed', 'no-show'] as const;
const a = amenities as unknown as Record<string, PgColumn>;

/**
 * Hand-written reservation routes: an amenity's slots with their remaining spots (the booking
 * form marks full slots before submit), and the reservation analytics page's aggregates. Both
 * read under the caller's row scope, as the generic list does.
 */
@Controller()
export class ReservationsController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @MessagePattern(AMENITY_AVAILABILITY_SUBJECT)
  @RequirePermission(slugFor(amenity, 'read'))
  async availability(@Payload() req: ResourceRequest): Promise<AmenityAvailability> {
    const principal = principalOf(req);
    const q = parseInput(amenityAvailabilityQuerySchema, req.query ?? {});
    const id = req.params?.id ?? '';
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw PorticoError.notFound(amenity.title.en, id);
    const [row] = (await this.db
      .select()
      .from(amenities)
      .where(and(eq(a.id!, id), eq(a.status!, 'active'), scopeFilter(amenity, amenities, principal)))) as Record<string, unknown>[];
    if (!row) throw PorticoError.notFound(amenity.title.en, id);
    const timeZone = await propertyZone(this.db, row.propertyId);
    const rules = { ...row, timeZone } as AmenityRules;
    // `from` and `to` are days of the property's calendar: the slots of each, as instants.
    const days = Array.from({ length: daysBetween(q.from, q.to) + 1 }, (_, i) => addDays(q.from, i));
    const from = zonedInstant(q.from, 0, timeZone);
    const to = zonedInstant(q.to, 1440, timeZone);
    const buffer = Number(rules.bufferMinutes ?? 0);
    // Every holder counts, whoever's they are: a resident sees full slots without seeing the bookings.
    const held = await heldAt(this.db, id, new Date(from.getTime() - buffer * 60_000), new Date(to.getTime() + buffer * 60_000), q.exclude);
    const closed = rules.operatingStatus === 'closed';
    const slots = [];
    for (const day of days)
      for (const slot of slotsOfDay(rules, day)) {
        const { max, remaining } = capacityOf(rules, held, slot, buffer);
        const left = closed ? 0 : remaining;
        slots.push({ startAt: slot.startAt.toISOString(), endAt: slot.endAt.toISOString(), max, remaining: left, full: left === 0 });
      }
    const windows = weeklyWindows(row);
    return {
      amenityId: id,
      maxPeople: Number(rules.maxPeople ?? 1),
      slotMinutes: Math.max(15, Number(rules.slotMinutes ?? 60)),
      timeZone,
      hours: WEEKDAYS.map((day) => {
        const w = windows[day];
        return { day, open: w ? clockText(w.open) : null, close: w ? clockText(w.close) : null };
      }),
      closed,
      slots,
    };
  }

  @MessagePattern(RESERVATION_ANALYTICS_SUBJECT)
  @RequirePermission(slugFor(reservation, 'list'))
  async analytics(@Payload() req: ResourceRequest): Promise<ReservationAnalytics> {
    const principal = principalOf(req);
    const q = parseInput(reservationAnalyticsQuerySchema, req.query ?? {});
    const conditions: (SQL | undefined)[] = [eq(r.status!, 'active'), scopeFilter(reservation, reservations, principal)];
    if (q.propertyId) conditions.push(eq(r.propertyId!, q.propertyId));
    if (q.amenityId) conditions.push(eq(r.amenityId!, q.amenityId));
    const bounds = instantBounds(q.from, q.to);
    if (bounds.from) conditions.push(gte(r.startAt!, bounds.from));
    if (bounds.to) conditions.push(bounds.to.inclusive ? lte(r.startAt!, bounds.to.at) : lt(r.startAt!, bounds.to.at));
    const where = and(...conditions);
    const count = async (key: SQL | PgColumn) =>
      (
        await this.db
          .select({ key: sql<string | null>`${key}::text`, count: sql<number>`count(*)::int` })
          .from(reservations)
          .where(where)
          .groupBy(sql`1`)
          .orderBy(sql`1`)
      ).map((b) => ({ key: b.key, count: Number(b.count) }));
    const holding = sql.join(
      HOLDING_STATES.map((s) => sql`${s}`),
      sql`, `,
    );
    // The hour a reservation starts on its property's clock (issue 18): one zone per property in
    // scope, each a name the product knows (zoneOf), chosen by property in the query.
    const propertyIds = (await this.db.selectDistinct({ id: r.propertyId! }).from(reservations).where(where)).flatMap((p) =>
      typeof p.id === 'string' ? [p.id] : [],
    );
    const zones = await propertyZones(this.db, propertyIds);
    const zoneByProperty = zones.size
      ? sql`(case ${r.propertyId} ${sql.join(
          [...zones].map(([id, zone]) => sql`when ${id} then ${zone}`),
          sql` `,
        )} else ${zoneOf(undefined)} end)`
      : sql`${zoneOf(undefined)}`;
    const [[totals], byState, byAmenity, byHour] = await Promise.all([
      this.db
        .select({
          total: sql<number>`count(*)::int`,
          pending: sql<number>`(count(*) filter (where ${r.state} = 'pending'))::int`,
          upcoming: sql<number>`(count(*) filter (where ${r.state} in (${holding}) and ${r.startAt} >= now()))::int`,
          people: sql<number>`coalesce(sum(${r.expectedPeople}) filter (where ${r.state} in (${holding}, 'completed')), 0)::int`,
        })
        .from(reservations)
        .where(where),
      count(r.state!),
      count(r.amenityId!),
      count(sql`extract(hour from ${r.startAt} at time zone ${zoneByProperty})::int`),
    ]);
    const amenityIds = byAmenity.flatMap((b) => (b.key ? [b.key] : []));
    const names = amenityIds.length
      ? await this.db.select({ id: a.id!, name: a.name! }).from(amenities).where(inArray(a.id!, amenityIds))
      : [];
    const nameOf = new Map(names.map((n) => [String(n.id), String(n.name)]));
    const stateLabel = new Map<string, string>(RESERVATION_STATES.map((s) => [s.value, s.label.en]));
    const named = (buckets: { key: string | null; count: number }[], name: (k: string) => string | null): AnalyticsBucket[] =>
      buckets.map((b) => ({ ...b, name: b.key === null ? null : name(b.key) }));
    const t = totals ?? { total: 0, pending: 0, upcoming: 0, people: 0 };
    return {
      total: Number(t.total),
      pending: Number(t.pending),
      upcoming: Number(t.upcoming),
      people: Number(t.people),
      byState: named(byState, (k) => stateLabel.get(k) ?? k),
      byAmenity: named(
        byAmenity.sort((x, y) => y.count - x.count),
        (k) => nameOf.get(k) ?? null,
      ),
      // Keys are text (07 after 12 in text order): the hours of the day in their order.
      byHour: named(
        byHour.sort((x, y) => Number(x.key) - Number(y.key)),
        (k) => `${k.padStart(2, '0')}:00`,
      ),
    };
  }

  /** The dashboard's chart: reservations that are or were on, by the day they start, under the list's scope. */
  @MessagePattern(reservationDailyRoute.subject)
  @RequirePermission(reservationDailyRoute.permission)
  async daily(@Payload() req: ResourceRequest): Promise<DailyActivity> {
    const principal = principalOf(req);
    const range = parseInput(dailyActivityQuerySchema, req.query ?? {});
    return dailyActivity(this.db, reservation, reservations, principal, range, {
      reservations: { column: 'startAt', where: inArray(r.state!, [...HELD_OR_HAPPENED]) },
    });
  }
}
