import pg from 'pg';
import {
  SEED_PROPERTIES,
  SEED_PROPERTY_ZONES,
  SEED_UNITS,
  WEEKLY_HOURS_FIELDS,
  addDays,
  localDay,
  weekdayOf,
  zonedInstant,
  type Weekday,
} from '@portico/contracts';
import { peopleService } from '../../../people/src/people.service';
import { communityService } from '../community.service';
import { eventually, startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';
import { AMENITY } from './reservations.seed';
import { UNIT_UPCOMING_QUOTA } from './booking-rules';
import { openDatabase } from '@portico/platform';
import { communityService as service } from '../community.service';
import { expireReservations } from './expire-reservations';
import { remindReservations } from './reservation-reminders';
import { reservationNotices } from './reservation-notices';

/**
 * Booking rules through the API on real PostgreSQL and NATS (ADR 0029): who books for whom,
 * approval, multi-day all-or-nothing, the last spot under 20 concurrent requests, the waitlist,
 * no-show strikes and the availability route.
 */
const MANAGER = 'manager@portico.test';
const RESIDENT = 'resident@portico.test';
const STAFF = 'staff@portico.test';
const OTHER_UNIT = '2dab7e30-0000-4000-8000-000000000002';
let api: ApiTestbed;
let pool: pg.Pool;
const sql = async <T = Record<string, any>>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[];

/** Harbor View's clock: its amenities' hours are read on it (issue 18). */
const ZONE = SEED_PROPERTY_ZONES.harborView;
/** Harbor View's calendar day `n` days ahead. */
const day = (n: number, zone: string = ZONE) => addDays(localDay(new Date(), zone), n);
/** A day `n` days ahead at `hour` on Harbor View's clock, as the API takes it (an instant). */
const at = (n: number, hour: number, minute = 0) => zonedInstant(day(n), hour * 60 + minute, ZONE).toISOString();
/** The same hours every weekday. */
const everyDay = (hours: string | null) => Object.fromEntries(WEEKLY_HOURS_FIELDS.map((f) => [f, hours]));

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService, communityService], requestTimeoutMs: 30_000 });
  pool = new pg.Pool({ connectionString: api.databases.community, max: 4 });
  // Units and users reach community's mirror from people's state stream (ADR 0021).
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const [row] = await sql<{ users: number; units: number; properties: number }>(
      `select count(*) filter (where entity = 'user')::int as users, count(*) filter (where entity = 'unit')::int as units, count(*) filter (where entity = 'property')::int as properties from community.mirror_records`,
    );
    if (row!.users >= 5 && row!.units >= 40 && row!.properties >= 3) break;
    await new Promise((r) => setTimeout(r, 200));
  }
}, 180_000);
afterAll(async () => {
  await pool?.end();
  await api?.stop();
});

let amenitySeq = 0;
const testAmenities: string[] = [];
// Unit 101's bookings of one test must not count against the next test's quota across amenities.
afterEach(async () => {
  if (testAmenities.length)
    await sql(
      `update community.reservations set state = 'cancelled' where amenity_id = any($1::uuid[]) and state in ('pending', 'approved', 'waitlisted')`,
      [testAmenities],
    );
});
/** A fresh Harbor View amenity, open 06:00–23:00 every day, with the given rules. */
async function newAmenity(rules: Record<string, unknown>): Promise<string> {
  amenitySeq += 1;
  const res = await api.call(MANAGER, 'POST', '/amenities', {
    name: `Test amenity ${amenitySeq} ${Date.now()}`,
    propertyId: SEED_PROPERTIES.harborView,
    ...everyDay('06:00-23:00'),
    ...rules,
  });
  expect(res.status).toBe(201);
  testAmenities.push(res.body.id);
  return res.body.id;
}

/** Notices mailed to `to` (ADR 0038: each delivery with an address is mailed) whose title contains `about`. */
const mails = (to: string, about: string) =>
  sql(`select title as subject from community.notification_deliveries where email = $1 and title like $2`, [to, `%${about}%`]);

describe('who books for whom', () => {
  it('a resident books for their own unit and hears it is confirmed; the deposit is copied', async () => {
    const amenityId = await newAmenity({ maxPeople: 10, deposit: 2500 });
    const res = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(3, 9),
      endAt: at(3, 10),
      expectedPeople: 2,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      state: 'approved',
      unitId: SEED_UNITS.harborView101,
      userId: api.account(RESIDENT).id,
      deposit: 2500,
      propertyId: SEED_PROPERTIES.harborView,
    });
    expect((await mails(RESIDENT, 'is confirmed')).length).toBeGreaterThan(0);
  });

  it('internal comments are staff-only: never read, written or seen in history by the resident', async () => {
    const amenityId = await newAmenity({ maxPeople: 10 });
    const booking = { amenityId, unitId: SEED_UNITS.harborView101, startAt: at(4, 9), endAt: at(4, 10), expectedPeople: 2 };
    // A staff-only field in a resident's booking is refused, naming it (ADR 0037), not stored.
    const refused = await api.call(RESIDENT, 'POST', '/reservations', { ...booking, internalComments: 'written by the resident' });
    expect(refused.status).toBe(422);
    expect(refused.body.details.fieldErrors).toEqual([
      expect.objectContaining({ path: 'internalComments', message: 'You may not set Internal Comments' }),
    ]);
    const booked = await api.call(RESIDENT, 'POST', '/reservations', { ...booking, idempotencyKey: `internal-${Date.now()}` });
    expect(booked.status).toBe(201);
    expect(booked.body).not.toHaveProperty('internalComments');
    // The booking form's retry key is the resident's to send, not to read; nor who decided.
    expect(booked.body).not.toHaveProperty('idempotencyKey');
    expect(booked.body).not.toHaveProperty('decidedBy');
    const id = booked.body.id as string;
    expect((await sql(`select internal_comments from community.reservations where id = $1`, [id]))[0]).toEqual({ internal_comments: null });
    const noted = await api.call(MANAGER, 'PATCH', `/reservations/${id}`, {
      internalComments: 'Keys with the concierge',
      version: booked.body.version,
    });
    expect(noted.status).toBe(200);
    expect(noted.body.internalComments).toBe('Keys with the concierge');
    const read = await api.call(RESIDENT, 'GET', `/reservations/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty('internalComments');
    const listed = await api.call(RESIDENT, 'GET', `/reservations?ids=${id}`);
    expect(listed.body.items[0]).not.toHaveProperty('internalComments');
    const history = await api.call(RESIDENT, 'GET', `/reservations/${id}/history`);
    expect(JSON.stringify(history.body)).not.toContain('concierge');
    const managerHistory = await api.call(MANAGER, 'GET', `/reservations/${id}/history`);
    expect(JSON.stringify(managerHistory.body)).toContain('concierge');
  });

  it("a resident cannot book another unit's reservation", async () => {
    const res = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId: AMENITY.pool,
      unitId: OTHER_UNIT,
      startAt: at(2, 9),
      endAt: at(2, 10),
    });
    expect(res.status).toBe(422);
    // Another unit is not even visible to a resident: the reference is refused as not found.
    expect(JSON.stringify(res.body)).toContain('Unit not found on the selected Property');
  });

  it("staff book on a resident's behalf, naming the unit and the resident", async () => {
    const amenityId = await newAmenity({ maxPeople: 5 });
    const missing = await api.call(STAFF, 'POST', '/reservations', { amenityId, startAt: at(4, 9), endAt: at(4, 10) });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain('The Unit field is required');
    const wrongUnit = await api.call(STAFF, 'POST', '/reservations', {
      amenityId,
      unitId: OTHER_UNIT,
      userId: api.account(RESIDENT).id,
      startAt: at(4, 9),
      endAt: at(4, 10),
    });
    expect(wrongUnit.status).toBe(422);
    const ok = await api.call(STAFF, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      userId: api.account(RESIDENT).id,
      startAt: at(4, 9),
      endAt: at(4, 10),
    });
    expect(ok.status).toBe(201);
  });
});

describe('approval', () => {
  it('terms must be accepted; a request waits, the approver is told, the manager approves and the resident hears', async () => {
    const amenityId = await newAmenity({ maxPeople: 10, requiresApproval: true, terms: 'Clean up after.' });
    const refused = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(5, 12),
      endAt: at(5, 14),
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Accept the terms to book this amenity');
    const created = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(5, 12),
      endAt: at(5, 14),
      termsAccepted: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.state).toBe('pending');
    expect((await mails(STAFF, 'Approval needed')).length).toBeGreaterThan(0);
    const byResident = await api.call(RESIDENT, 'POST', `/reservations/${created.body.id}/approve`, {});
    expect(byResident.status).toBe(403);
    const approved = await api.call(MANAGER, 'POST', `/reservations/${created.body.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'approved', decidedBy: api.account(MANAGER).id });
    expect((await mails(RESIDENT, 'has been approved')).length).toBeGreaterThan(0);
    // The same decision in the resident's console inbox (notifications, ADR 0030).
    const inbox = await sql(
      `select title, link from community.notification_deliveries where source_entity = 'reservation' and source_id = $1 and source_event = 'approved'`,
      [created.body.id],
    );
    expect(inbox).toEqual([{ title: expect.stringContaining('has been approved'), link: `/reservations/view/${created.body.id}` }]);
  });

  it('a rejection keeps its reason and tells the resident', async () => {
    const amenityId = await newAmenity({ maxPeople: 10, requiresApproval: true });
    const created = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(6, 12),
      endAt: at(6, 14),
    });
    const noReason = await api.call(STAFF, 'POST', `/reservations/${created.body.id}/reject`, {});
    expect(noReason.status).toBe(422);
    const rejected = await api.call(STAFF, 'POST', `/reservations/${created.body.id}/reject`, { reason: 'Closed for painting' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ state: 'rejected', rejectReasons: 'Closed for painting' });
  });
});

describe('capacity', () => {
  it('20 concurrent requests for the last spot: exactly one succeeds', async () => {
    const amenityId = await newAmenity({ maxPeople: 3 });
    const onBehalf = { unitId: SEED_UNITS.harborView101, userId: api.account(RESIDENT).id };
    const first = await api.call(MANAGER, 'POST', '/reservations', {
      amenityId,
      ...onBehalf,
      startAt: at(7, 10),
      endAt: at(7, 11),
      expectedPeople: 2,
    });
    expect(first.status).toBe(201);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call(MANAGER, 'POST', '/reservations', {
          amenityId,
          unitId: SEED_UNITS.harborView101,
          userId: api.account(RESIDENT).id,
          startAt: at(7, 10, 30),
          endAt: at(7, 11),
          expectedPeople: 1,
        }),
      ),
    );
    expect(attempts.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = attempts.filter((a) => a.status === 422);
    expect(refused).toHaveLength(19);
    expect(JSON.stringify(refused[0]!.body)).toContain('This time slot allows at most 3 people; 0 spots remain.');
    const [held] = await sql<{ people: number }>(
      `select sum(expected_people)::int as people from community.reservations where amenity_id = $1 and state in ('pending', 'approved')`,
      [amenityId],
    );
    expect(held!.people).toBe(3);
  }, 60_000);

  it('availability marks the full slot with its maximum and remaining spots', async () => {
    const amenityId = await newAmenity({ maxPeople: 4, slotMinutes: 60 });
    await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(8, 9),
      endAt: at(8, 10),
      expectedPeople: 4,
    });
    await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(8, 11),
      endAt: at(8, 12),
      expectedPeople: 1,
    });
    const date = day(8);
    const res = await api.call(RESIDENT, 'GET', `/amenities/${amenityId}/availability?from=${date}&to=${date}`);
    expect({ status: res.status, body: res.status === 200 ? 'ok' : res.body }).toEqual({ status: 200, body: 'ok' });
    const slotAt = (hour: number) => res.body.slots.find((s: { startAt: string }) => s.startAt === at(8, hour));
    expect(res.body.slots).toHaveLength(17);
    expect(res.body.timeZone).toBe(ZONE);
    expect(slotAt(9)).toMatchObject({ max: 4, remaining: 0, full: true });
    expect(slotAt(11)).toMatchObject({ max: 4, remaining: 3, full: false });
    expect(slotAt(13)).toMatchObject({ remaining: 4, full: false });
    const bad = await api.call(RESIDENT, 'GET', `/amenities/${amenityId}/availability?from=${date}&to=2000-01-01`);
    expect(bad.status).toBe(422);
  });

  it('a full slot can be waitlisted; cancelling the holder promotes the waiting request', async () => {
    const amenityId = await newAmenity({ maxPeople: 2 });
    const holder = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(9, 15),
      endAt: at(9, 16),
      expectedPeople: 2,
    });
    expect(holder.status).toBe(201);
    const full = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(9, 15),
      endAt: at(9, 16),
      expectedPeople: 1,
    });
    expect(full.status).toBe(422);
    const waiting = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(9, 15),
      endAt: at(9, 16),
      expectedPeople: 1,
      joinWaitlist: true,
    });
    expect(waiting.status).toBe(201);
    expect(waiting.body.state).toBe('waitlisted');
    const cancelled = await api.call(RESIDENT, 'POST', `/reservations/${holder.body.id}/cancel`, { reason: 'Plans changed' });
    expect(cancelled.status).toBe(200);
    const promoted = await api.call(RESIDENT, 'GET', `/reservations/${waiting.body.id}`);
    expect(promoted.body.state).toBe('approved');
    expect((await mails(RESIDENT, 'got a spot from the waitlist')).length).toBeGreaterThan(0);
  });
});

describe('multi-day', () => {
  it('one reservation per day, all or nothing', async () => {
    const amenityId = await newAmenity({ maxPeople: 2 });
    const blocker = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(11, 10),
      endAt: at(11, 12),
      expectedPeople: 2,
    });
    expect(blocker.status).toBe(201);
    const count = async () =>
      (await sql<{ n: number }>(`select count(*)::int as n from community.reservations where amenity_id = $1`, [amenityId]))[0]!.n;
    const body = { amenityId, unitId: SEED_UNITS.harborView101, startAt: at(10, 9), endAt: at(12, 13), expectedPeople: 1, multiDay: true };
    const refused = await api.call(RESIDENT, 'POST', '/reservations', body);
    expect(refused.status).toBe(422);
    expect(await count()).toBe(1);
    const cancel = await api.call(RESIDENT, 'POST', `/reservations/${blocker.body.id}/cancel`, { reason: 'Moved' });
    expect(cancel.status).toBe(200);
    const booked = await api.call(RESIDENT, 'POST', '/reservations', body);
    expect(booked.status).toBe(201);
    const days = await sql(
      `select start_at, end_at, booking_id, day_number, deposit from community.reservations where booking_id = $1 order by day_number`,
      [booked.body.id],
    );
    expect(days).toHaveLength(3);
    expect(days.map((d) => new Date(d.start_at).toISOString())).toEqual([at(10, 9), at(11, 9), at(12, 9)]);
    // Cancelling the booking's first day cancels its other days.
    const cancelled = await api.call(RESIDENT, 'POST', `/reservations/${booked.body.id}/cancel`, { reason: 'Trip cancelled' });
    expect(cancelled.status).toBe(200);
    const states = await sql(`select state from community.reservations where booking_id = $1`, [booked.body.id]);
    expect(states.map((s) => s.state)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });
});

describe('limits', () => {
  it('the quota of upcoming bookings across amenities', async () => {
    const amenityId = await newAmenity({ maxPeople: 10 });
    const [{ n }] = (await sql(
      `select count(distinct coalesce(booking_id, id))::int as n from community.reservations
        where unit_id = $1 and state in ('pending', 'approved', 'waitlisted') and end_at >= now() and status = 'active'`,
      [SEED_UNITS.harborView101],
    )) as [{ n: number }];
    for (let i = n; i < UNIT_UPCOMING_QUOTA; i += 1)
      expect(
        (
          await api.call(RESIDENT, 'POST', '/reservations', {
            amenityId,
            unitId: SEED_UNITS.harborView101,
            startAt: at(20 + i, 9),
            endAt: at(20 + i, 10),
          })
        ).status,
      ).toBe(201);
    const over = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(40, 9),
      endAt: at(40, 10),
    });
    expect(over.status).toBe(422);
    expect(JSON.stringify(over.body)).toContain(`already holds ${UNIT_UPCOMING_QUOTA} upcoming bookings`);
  });

  it('the per-unit booking limit per day', async () => {
    const amenityId = await newAmenity({ maxPeople: 10, howOften: 'daily', bookingLimit: 1 });
    expect(
      (
        await api.call(RESIDENT, 'POST', '/reservations', {
          amenityId,
          unitId: SEED_UNITS.harborView101,
          startAt: at(13, 9),
          endAt: at(13, 10),
        })
      ).status,
    ).toBe(201);
    const second = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(13, 15),
      endAt: at(13, 16),
    });
    expect(second.status).toBe(422);
    expect(JSON.stringify(second.body)).toContain('limit of 1 booking per day');
  });

  it('three no-shows in 90 days pause the unit; a manager may still book for it', async () => {
    const amenityId = await newAmenity({ maxPeople: 10 });
    await sql(
      `insert into community.reservations (parent_org_id, property_id, amenity_id, unit_id, state, start_at, end_at, expected_people)
       select parent_org_id, property_id, id, $2, 'no-show', now() - (g || ' days')::interval, now() - (g || ' days')::interval + interval '1 hour', 1
       from community.amenities, generate_series(1, 3) g where id = $1`,
      [amenityId, SEED_UNITS.harborView101],
    );
    const paused = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(14, 9),
      endAt: at(14, 10),
    });
    expect(paused.status).toBe(422);
    expect(JSON.stringify(paused.body)).toContain('Bookings for this unit are paused');
    const byManager = await api.call(MANAGER, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      userId: api.account(RESIDENT).id,
      startAt: at(14, 9),
      endAt: at(14, 10),
    });
    expect(byManager.status).toBe(201);
    await sql(`delete from community.reservations where amenity_id = $1 and state = 'no-show'`, [amenityId]);
  });
});

describe('idempotency', () => {
  it('the same booking sent twice with one key books once', async () => {
    const amenityId = await newAmenity({ maxPeople: 5 });
    const body = {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(17, 9),
      endAt: at(17, 10),
      idempotencyKey: `retry-${Date.now()}`,
    };
    const first = await api.call(RESIDENT, 'POST', '/reservations', body);
    expect(first.status).toBe(201);
    const again = await api.call(RESIDENT, 'POST', '/reservations', body);
    expect(again.status).toBe(409);
    expect(again.body.details).toMatchObject({ reservationId: first.body.id });
    const [{ n }] = (await sql(`select count(*)::int as n from community.reservations where amenity_id = $1`, [amenityId])) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });
});

describe('amenities', () => {
  it('hours of operation are checked, and an amenity with reservations cannot be deleted', async () => {
    const bad = await api.call(MANAGER, 'POST', '/amenities', {
      name: 'Bad hours',
      propertyId: SEED_PROPERTIES.harborView,
      mondayHours: '22:00-08:00',
      tuesdayHours: '6am to 10pm',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.details.fieldErrors).toEqual([
      expect.objectContaining({ path: 'mondayHours', message: 'The closing time must be after the opening time' }),
      expect.objectContaining({ path: 'tuesdayHours', message: expect.stringContaining('such as 06:00-22:00') }),
    ]);
    // Any dash, a blank for a closed day, midnight as 24:00: stored one way.
    const tidy = await api.call(MANAGER, 'POST', '/amenities', {
      name: `Tidy hours ${Date.now()}`,
      propertyId: SEED_PROPERTIES.harborView,
      ...everyDay('08:00–24:00'),
      mondayHours: '',
    });
    expect(tidy.status).toBe(201);
    // openTime/closeTime read as the week's widest window (midnight written 00:00, as they always were).
    expect(tidy.body).toMatchObject({ mondayHours: null, tuesdayHours: '08:00-24:00', openTime: '08:00', closeTime: '00:00' });
    testAmenities.push(tidy.body.id);
    // A client from before weekly hours sends one window: every weekday gets it (ADR 0083).
    const legacy = await api.call(MANAGER, 'POST', '/amenities', {
      name: `Single window ${Date.now()}`,
      propertyId: SEED_PROPERTIES.harborView,
      openTime: '07:00',
      closeTime: '21:00',
    });
    expect(legacy.status).toBe(201);
    expect(legacy.body).toMatchObject({ mondayHours: '07:00-21:00', sundayHours: '07:00-21:00', openTime: '07:00', closeTime: '21:00' });
    testAmenities.push(legacy.body.id);
    const narrowed = await api.call(MANAGER, 'PATCH', `/amenities/${legacy.body.id}`, { closeTime: '20:00', version: legacy.body.version });
    expect(narrowed.body).toMatchObject({ wednesdayHours: '07:00-20:00', closeTime: '20:00' });
    const amenityId = await newAmenity({ maxPeople: 5 });
    const booked = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(16, 9),
      endAt: at(16, 10),
    });
    expect(booked.status).toBe(201);
    expect((await api.call(MANAGER, 'POST', `/amenities/${amenityId}/archive`)).status).toBe(200);
    const deleted = await api.call(MANAGER, 'DELETE', `/amenities/${amenityId}`);
    expect(deleted.status).toBe(409);
    expect((await api.call(MANAGER, 'GET', `/amenities/${amenityId}`)).status).toBe(200);
  });
});

describe('reminders', () => {
  it('an approved reservation starting within a day reminds its resident once', async () => {
    const amenityId = await newAmenity({ maxPeople: 5 });
    const created = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(18, 9),
      endAt: at(18, 10),
    });
    expect(created.body.state).toBe('approved');
    await sql(
      `update community.reservations set start_at = now() + interval '3 hours', end_at = now() + interval '4 hours' where id = $1`,
      [created.body.id],
    );
    const database = await openDatabase({ url: api.databases.community!, schema: 'community', migrationsFolder: service.migrationsFolder });
    try {
      for (let run = 0; run < 2; run += 1)
        await database.db.transaction((tx) => remindReservations(tx as never, new Date(), reservationNotices()));
    } finally {
      await database.close();
    }
    const inbox = await sql(`select 1 from community.notification_deliveries where source_id = $1 and source_event = 'reminder'`, [
      created.body.id,
    ]);
    expect(inbox).toHaveLength(1);
    // Mailed once too: the reminder's delivery has the resident's address (ADR 0038).
    const mailed = await sql(
      `select 1 from community.notification_deliveries where source_id = $1 and source_event = 'reminder' and email is not null`,
      [created.body.id],
    );
    expect(mailed).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('a request nobody decided before its start expires, and its resident is told', async () => {
    const amenityId = await newAmenity({ maxPeople: 5, requiresApproval: true });
    const created = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: at(15, 9),
      endAt: at(15, 10),
    });
    expect(created.body.state).toBe('pending');
    await sql(`update community.reservations set start_at = now() - interval '1 hour', end_at = now() where id = $1`, [created.body.id]);
    const database = await openDatabase({ url: api.databases.community!, schema: 'community', migrationsFolder: service.migrationsFolder });
    try {
      const expired = await database.db.transaction((tx) => expireReservations(tx as never, new Date(), reservationNotices()));
      expect(expired).toBeGreaterThanOrEqual(1);
    } finally {
      await database.close();
    }
    const after = await api.call(RESIDENT, 'GET', `/reservations/${created.body.id}`);
    expect(after.body.state).toBe('expired');
    expect((await mails(RESIDENT, 'expired')).length).toBeGreaterThan(0);
  });
});

describe('weekly hours on the property clock (issue 18)', () => {
  const TOKYO = 'Asia/Tokyo';
  /** Harbor View's zone as community's mirror has it. */
  const mirroredZone = async () =>
    (
      await sql(`select data->>'timeZone' as zone from community.mirror_records where entity = 'property' and id = $1`, [
        SEED_PROPERTIES.harborView,
      ])
    )[0]?.zone;
  async function moveHarborViewTo(zone: string) {
    const current = await api.call(MANAGER, 'GET', `/properties/${SEED_PROPERTIES.harborView}`);
    const moved = await api.call(MANAGER, 'PATCH', `/properties/${SEED_PROPERTIES.harborView}`, {
      timeZone: zone,
      version: current.body.version,
    });
    expect(moved.status).toBe(200);
    expect(await eventually(mirroredZone, (z) => z === zone)).toBe(zone);
  }
  /** The first `weekday` at least `from` days ahead on Tokyo's calendar. */
  const next = (weekday: Weekday, from = 3) => {
    let n = from;
    while (weekdayOf(day(n, TOKYO)) !== weekday) n += 1;
    return day(n, TOKYO);
  };
  const tokyo = (date: string, hour: number) => zonedInstant(date, hour * 60, TOKYO).toISOString();

  // Far from UTC (UTC+9, no DST): 07:00 there is 22:00 UTC the day before, on another weekday.
  beforeAll(() => moveHarborViewTo(TOKYO), 60_000);
  afterAll(() => moveHarborViewTo(ZONE), 60_000);

  it('a booking is judged by the weekday and hours of the property’s zone', async () => {
    const amenityId = await newAmenity({ maxPeople: 5, ...everyDay('06:00-22:00'), saturdayHours: null, sundayHours: '09:00-12:00' });
    const friday = next('friday');
    const book = (startAt: string, endAt: string, headers: Record<string, string> = {}) =>
      api.call(MANAGER, 'POST', '/reservations', { amenityId, unitId: SEED_UNITS.harborView101, startAt, endAt }, headers);

    // Friday 07:00–08:00 in Tokyo: inside Friday's hours there (Thursday 22:00 UTC).
    const early = await book(tokyo(friday, 7), tokyo(friday, 8));
    expect(early.status).toBe(201);
    expect(new Date(early.body.startAt).toISOString()).toBe(tokyo(friday, 7));
    expect(new Date(early.body.startAt).getUTCHours()).toBe(22);
    // Named by Tokyo's day, not UTC's.
    expect(early.body.title).toContain(friday);
    // The resident's own booking: its notice reads Tokyo's clock and says so; the analytics count
    // both at Tokyo's hours (07:00, 09:00), not UTC's (22:00, 00:00).
    const own = await api.call(RESIDENT, 'POST', '/reservations', {
      amenityId,
      unitId: SEED_UNITS.harborView101,
      startAt: tokyo(friday, 9),
      endAt: tokyo(friday, 10),
    });
    expect(own.status).toBe(201);
    const told = await sql(`select body from community.notification_deliveries where source_id = $1`, [own.body.id]);
    expect(told.length).toBeGreaterThan(0);
    for (const { body } of told) expect(body).toMatch(/9:00 AM–10:00 AM \(Asia\/Tokyo time\)|09:00–10:00 \(hora de Asia\/Tokyo\)/);
    const analytics = await api.call(MANAGER, 'GET', `/analytics/reservation?amenityId=${amenityId}`);
    expect(analytics.status).toBe(200);
    expect(analytics.body.byHour).toEqual([
      { key: '7', name: '07:00', count: 1 },
      { key: '9', name: '09:00', count: 1 },
    ]);

    const tooEarly = await book(tokyo(friday, 5), tokyo(friday, 6));
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.body.details.fieldErrors).toEqual([
      expect.objectContaining({ path: 'startAt', message: 'Outside the hours of operation: Friday 06:00–22:00 (Asia/Tokyo time)' }),
    ]);
    const spanish = await book(tokyo(friday, 5), tokyo(friday, 6), { 'accept-language': 'es' });
    expect(spanish.body.details.fieldErrors[0].message).toBe(
      'Fuera del horario de funcionamiento: viernes de 06:00 a 22:00 (hora de Asia/Tokyo)',
    );

    const saturday = next('saturday');
    const closed = await book(tokyo(saturday, 10), tokyo(saturday, 11));
    expect(closed.status).toBe(422);
    expect(closed.body.details.fieldErrors[0].message).toBe('The amenity is closed on Saturday (Asia/Tokyo time)');

    const sunday = next('sunday');
    expect((await book(tokyo(sunday, 12), tokyo(sunday, 13))).status).toBe(422);
    expect((await book(tokyo(sunday, 9), tokyo(sunday, 10))).status).toBe(201);
  });

  it('availability offers only the hours of each local day, as instants', async () => {
    const amenityId = await newAmenity({ maxPeople: 5, ...everyDay('06:00-22:00'), saturdayHours: null, sundayHours: '09:00-12:00' });
    const friday = next('friday');
    const res = await api.call(RESIDENT, 'GET', `/amenities/${amenityId}/availability?from=${friday}&to=${addDays(friday, 2)}`);
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe(TOKYO);
    expect(res.body.hours).toContainEqual({ day: 'saturday', open: null, close: null });
    expect(res.body.hours).toContainEqual({ day: 'sunday', open: '09:00', close: '12:00' });
    const starts = res.body.slots.map((s: { startAt: string }) => s.startAt);
    // Friday 06:00–22:00 (16 slots), Saturday none, Sunday 09:00–12:00 (3).
    expect(starts).toHaveLength(19);
    expect(starts[0]).toBe(tokyo(friday, 6));
    expect(starts.at(-1)).toBe(tokyo(addDays(friday, 2), 11));
  });
});
