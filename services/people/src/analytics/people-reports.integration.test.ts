import {
  SEED_PROPERTIES,
  SEED_USER_TYPES,
  addDays,
  todayIso,
  type DailyActivity,
  type ManagementOverview,
  type PropertyAnalytics,
  type UserAnalytics,
} from '@portico/contracts';
import { peopleService } from '../people.service';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';
import { periodsOf } from './report-periods';

/**
 * The people reports (issue 18) through the gateway and a real people service on the seeded
 * demo: each figure is checked against the records the generic lists give the same caller, and
 * moves when a record changes.
 */
let api: ApiTestbed;
const today = todayIso();

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService], requestTimeoutMs: 10_000 });
}, 180_000);

afterAll(() => api?.stop());

type Row = Record<string, unknown>;

async function all(who: string, path: string): Promise<Row[]> {
  const items: Row[] = [];
  let cursor: string | null = null;
  do {
    const res = await api.call(who, 'GET', `${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    items.push(...(res.body.items as Row[]));
    cursor = res.body.nextCursor as string | null;
  } while (cursor);
  return items;
}

const livesThere = (r: Row, day: string) =>
  String(r.moveInDate) <= day && (r.moveOutDate === null || r.moveOutDate === undefined || String(r.moveOutDate) > day);

describe('/analytics/property', () => {
  it("counts each property's units, occupied units and residents as the lists show them", async () => {
    const res = await api.call('manager@portico.test', 'GET', '/analytics/property');
    expect(res.status).toBe(200);
    const report = res.body as PropertyAnalytics;
    expect(report.to).toBe(today);
    expect(report.from).toBe(addDays(today, -364));
    expect(report.bucket).toBe('month');
    // Harbor's two properties, not Summit's.
    expect(report.byProperty.map((p) => p.propertyId).sort()).toEqual([SEED_PROPERTIES.harborLofts, SEED_PROPERTIES.harborView].sort());
    for (const p of report.byProperty) {
      const unitList = await all('manager@portico.test', `/units?propertyId=${p.propertyId}`);
      const households = await all('manager@portico.test', `/unit-users?propertyId=${p.propertyId}`);
      const living = households.filter((h) => livesThere(h, today));
      expect(p.units).toBe(unitList.length);
      expect(p.occupied).toBe(new Set(living.map((h) => h.unitId)).size);
      expect(p.residents).toBe(living.length);
      expect(p.occupancyRate).toBeCloseTo(p.occupied / p.units, 10);
      expect(p.moveIns).toBe(households.filter((h) => String(h.moveInDate) >= report.from && String(h.moveInDate) <= today).length);
      expect(p.moveOuts).toBe(
        households.filter((h) => h.moveOutDate && String(h.moveOutDate) >= report.from && String(h.moveOutDate) <= today).length,
      );
      // The demo has people living in every property, and vacant units too.
      expect(p.occupied).toBeGreaterThan(0);
      expect(p.occupied).toBeLessThan(p.units);
    }
    const view = report.byProperty.find((p) => p.propertyId === SEED_PROPERTIES.harborView)!;
    // Sam Staff works at Harbor View; Rosa Resident lives there.
    expect(view.staff).toBe(1);
    expect(view.residentAccounts).toBe(1);
    expect(report.totals.units).toBe(report.byProperty.reduce((n, p) => n + p.units, 0));
    expect(report.totals.properties).toBe(2);
    // One point per month of the range, the last one as of today.
    expect(report.occupancy.map((o) => o.period)).toEqual(periodsOf(report.from, report.to, 'month').map((p) => p.start));
    expect(report.occupancy.at(-1)).toEqual(expect.objectContaining({ units: report.totals.units, occupied: report.totals.occupied }));
  });

  it('follows a move-in and a move-out, and reads the past as it was', async () => {
    const before = (await api.call('manager@portico.test', 'GET', `/analytics/property?propertyId=${SEED_PROPERTIES.harborLofts}`))
      .body as PropertyAnalytics;
    const lofts = before.byProperty[0]!;
    const units = await all('manager@portico.test', `/units?propertyId=${SEED_PROPERTIES.harborLofts}`);
    const households = await all('manager@portico.test', `/unit-users?propertyId=${SEED_PROPERTIES.harborLofts}`);
    const taken = new Set(households.filter((h) => livesThere(h, today)).map((h) => h.unitId));
    const vacant = units.find((u) => !taken.has(u.id))!;
    const moved = await api.call('manager@portico.test', 'POST', '/unit-users', {
      unitId: vacant.id,
      name: 'Mia Mover',
      relationship: 'tenant',
      moveInDate: today,
    });
    expect(moved.status).toBe(201);
    const after = (await api.call('manager@portico.test', 'GET', `/analytics/property?propertyId=${SEED_PROPERTIES.harborLofts}`))
      .body as PropertyAnalytics;
    expect(after.byProperty[0]).toEqual(
      expect.objectContaining({ occupied: lofts.occupied + 1, residents: lofts.residents + 1, moveIns: lofts.moveIns + 1 }),
    );
    // As of yesterday she had not moved in yet.
    const yesterday = addDays(today, -1);
    const past = (
      await api.call('manager@portico.test', 'GET', `/analytics/property?propertyId=${SEED_PROPERTIES.harborLofts}&to=${yesterday}`)
    ).body as PropertyAnalytics;
    // (No demo household moves in or out today, so yesterday's figure is the one before her.)
    expect(past.byProperty[0]!.occupied).toBe(lofts.occupied);

    const out = await api.call('manager@portico.test', 'PATCH', `/unit-users/${String(moved.body.id)}`, { moveOutDate: today });
    expect(out.status).toBe(200);
    const gone = (await api.call('manager@portico.test', 'GET', `/analytics/property?propertyId=${SEED_PROPERTIES.harborLofts}`))
      .body as PropertyAnalytics;
    expect(gone.byProperty[0]).toEqual(expect.objectContaining({ occupied: lofts.occupied, moveOuts: lofts.moveOuts + 1 }));
  });

  it("never counts another organization's property", async () => {
    const res = await api.call('manager2@portico.test', 'GET', `/analytics/property?propertyId=${SEED_PROPERTIES.harborView}`);
    expect(res.status).toBe(200);
    expect(res.body.byProperty).toEqual([]);
    expect(res.body.totals.units).toBe(0);
    const own = (await api.call('manager2@portico.test', 'GET', '/analytics/property')).body as PropertyAnalytics;
    expect(own.byProperty.map((p) => p.propertyId)).toEqual([SEED_PROPERTIES.summitRidge]);
    // The administrator sees every organization's properties.
    const admin = (await api.call('admin@portico.test', 'GET', '/analytics/property')).body as PropertyAnalytics;
    expect(admin.byProperty.length).toBeGreaterThanOrEqual(3);
  });

  it('buckets by day, week or month with the range, and refuses bad ranges with a 422', async () => {
    const week = await api.call('manager@portico.test', 'GET', `/analytics/property?from=${addDays(today, -6)}&to=${today}`);
    expect(week.body.bucket).toBe('day');
    expect(week.body.occupancy).toHaveLength(7);
    const quarter = await api.call('manager@portico.test', 'GET', `/analytics/property?from=${addDays(today, -89)}&to=${today}`);
    expect(quarter.body.bucket).toBe('week');
    for (const [query, path] of [
      ['from=2026-05-02&to=2026-05-01', 'to'],
      ['from=yesterday', 'from'],
      ['from=2010-01-01&to=2026-01-01', 'to'],
      ['propertyId=nope', 'propertyId'],
      ['colour=red', ''],
    ] as const) {
      const res = await api.call('manager@portico.test', 'GET', `/analytics/property?${query}`);
      expect(res.status).toBe(422);
      if (path) expect(JSON.stringify(res.body.details)).toContain(path);
    }
  });
});

describe('/analytics/user', () => {
  it('counts sign-ups, join requests and active users per period and by role', async () => {
    const res = await api.call('manager@portico.test', 'GET', '/analytics/user');
    expect(res.status).toBe(200);
    const report = res.body as UserAnalytics;
    expect(report.bucket).toBe('month');
    const users = await all('manager@portico.test', '/users?status=all');
    const inRange = users.filter((u) => String(u.createdAt).slice(0, 10) >= report.from);
    expect(report.totals.signUps).toBe(inRange.length);
    expect(report.overTime.reduce((n, p) => n + p.signUps, 0)).toBe(inRange.length);
    const requests = await all('manager@portico.test', '/join-requests');
    const received = requests.filter((r) => String(r.createdAt).slice(0, 10) >= report.from);
    expect(report.totals.joinRequests).toBe(received.length);
    expect(report.joinRequestsByStatus.reduce((n, s) => n + s.count, 0)).toBe(received.length);
    // Declined requests of the demo's past, and the pending ones of today.
    expect(report.joinRequestsByStatus.map((s) => s.key)).toEqual(expect.arrayContaining(['pending', 'declined', 'accepted']));
    // The manager's own calls are use of the console today.
    expect(report.overTime.at(-1)!.activeUsers).toBeGreaterThanOrEqual(1);
    expect(report.byRole.find((r) => r.role === 'property-manager')!.active).toBeGreaterThanOrEqual(1);
    expect(report.activityRecordedSince).not.toBeNull();
    expect(report.byRole.reduce((n, r) => n + r.users, 0)).toBe(users.filter((u) => u.status === 'active').length);
  });

  it('counts a new account as a sign-up of its role, and a first visit as activity', async () => {
    const before = (await api.call('manager@portico.test', 'GET', '/analytics/user')).body as UserAnalytics;
    const created = await api.call('manager@portico.test', 'POST', '/users', {
      firstName: 'Sia',
      lastName: 'Signup',
      email: 'sia.signup@example.com',
      userTypeId: SEED_USER_TYPES.resident,
      propertyIds: [SEED_PROPERTIES.harborView],
    });
    expect(created.status).toBe(201);
    const after = (await api.call('manager@portico.test', 'GET', '/analytics/user')).body as UserAnalytics;
    expect(after.totals.signUps).toBe(before.totals.signUps + 1);
    expect(after.overTime.at(-1)!.signUps).toBe(before.overTime.at(-1)!.signUps + 1);
    const residents = (r: UserAnalytics) => r.byRole.find((x) => x.role === 'resident')!;
    expect(residents(after).signUps).toBe(residents(before).signUps + 1);
    // A property narrows to its accounts: Harbor Lofts has none of the new resident.
    const lofts = (await api.call('manager@portico.test', 'GET', `/analytics/user?propertyId=${SEED_PROPERTIES.harborLofts}`))
      .body as UserAnalytics;
    expect(residents(lofts)?.signUps ?? 0).toBe(0);

    // The resident's first request today makes them active today.
    expect((await api.call('resident@portico.test', 'GET', '/units?limit=1')).status).toBe(200);
    const visited = (await api.call('manager@portico.test', 'GET', `/analytics/user?from=${today}&to=${today}`)).body as UserAnalytics;
    expect(visited.bucket).toBe('day');
    expect(residents(visited).active).toBeGreaterThanOrEqual(1);
  });

  it('is refused to those who may not list users, and to no one signed in', async () => {
    for (const who of ['resident@portico.test', 'vendor@portico.test', 'staff@portico.test'])
      for (const path of ['/analytics/user', '/analytics/property', '/managements'])
        expect((await api.call(who, 'GET', path)).status).toBe(403);
    expect((await api.call(null, 'GET', '/analytics/user')).status).toBe(401);
  });
});

describe('/analytics/user/daily', () => {
  it("counts the join requests the caller lists on each day of the month, and no one else's", async () => {
    const from = addDays(today, -29);
    for (const who of ['manager@portico.test', 'manager2@portico.test']) {
      const res = await api.call(who, 'GET', `/analytics/user/daily?from=${from}&to=${today}`);
      expect(res.status).toBe(200);
      const report = res.body as DailyActivity;
      expect(report.days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(from, i)));
      const perDay: Record<string, number> = {};
      for (const r of await all(who, '/join-requests')) {
        const day = String(r.createdAt).slice(0, 10);
        perDay[day] = (perDay[day] ?? 0) + 1;
      }
      expect(Object.fromEntries(report.days.map((d) => [d.date, d.joinRequests]))).toEqual(
        Object.fromEntries(report.days.map((d) => [d.date, perDay[d.date] ?? 0])),
      );
    }
    // The demo's requests of today: the manager's chart of the month is not empty.
    const mine = (await api.call('manager@portico.test', 'GET', `/analytics/user/daily?from=${from}&to=${today}`)).body as DailyActivity;
    expect(mine.days.some((d) => Number(d.joinRequests) > 0)).toBe(true);
  });

  it('is refused to those who may not list join requests, and to a range past a month', async () => {
    const q = `?from=${today}&to=${today}`;
    for (const who of ['resident@portico.test', 'vendor@portico.test'])
      expect((await api.call(who, 'GET', `/analytics/user/daily${q}`)).status).toBe(403);
    expect((await api.call(null, 'GET', `/analytics/user/daily${q}`)).status).toBe(401);
    expect((await api.call('manager@portico.test', 'GET', `/analytics/user/daily?from=${addDays(today, -60)}&to=${today}`)).status).toBe(
      422,
    );
  });
});

describe('/managements', () => {
  it("lists each property's team with their approvals and open support work", async () => {
    const res = await api.call('manager@portico.test', 'GET', '/managements');
    expect(res.status).toBe(200);
    const overview = res.body as ManagementOverview;
    expect(overview.properties.map((p) => p.propertyId).sort()).toEqual([SEED_PROPERTIES.harborLofts, SEED_PROPERTIES.harborView].sort());
    const view = overview.properties.find((p) => p.propertyId === SEED_PROPERTIES.harborView)!;
    const staffId = api.account('staff@portico.test').id;
    const sam = view.team.find((m) => m.userId === staffId)!;
    expect(sam).toEqual(expect.objectContaining({ name: 'Sam Staff', role: 'staff', approvesReservations: true }));
    const open = await all('manager@portico.test', `/support?assigneeId=${staffId}&supportStatus=open,in-progress`);
    expect(sam.openSupport).toBe(open.length);
    // Pending join requests to the property, as the list shows them.
    const pending = await all(
      'manager@portico.test',
      `/join-requests?requestedPropertyId=${SEED_PROPERTIES.harborView}&requestStatus=pending`,
    );
    expect(view.pendingJoinRequests).toBe(pending.length);
    // The manager is assigned to no property: they manage the whole organization.
    expect(overview.organizationWide.map((m) => m.email)).toContain('manager@portico.test');
    expect(overview.organizationWide.every((m) => m.organization === 'Harbor Residential Group')).toBe(true);
    // Summit's team is not Harbor's business.
    expect(JSON.stringify(overview)).not.toContain('manager2@portico.test');

    // A support request assigned to Sam is one more piece of open work.
    const raised = await api.call('manager@portico.test', 'POST', '/support', {
      subject: 'Lobby door sticks',
      category: 'building',
      description: 'The lobby door needs a push to close.',
      assigneeId: staffId,
    });
    expect(raised.status).toBe(201);
    const again = (await api.call('manager@portico.test', 'GET', `/managements?propertyId=${SEED_PROPERTIES.harborView}`))
      .body as ManagementOverview;
    expect(again.properties).toHaveLength(1);
    expect(again.properties[0]!.team.find((m) => m.userId === staffId)!.openSupport).toBe(sam.openSupport + 1);
    expect((await api.call('manager@portico.test', 'GET', '/managements?propertyId=x')).status).toBe(422);
  });
});
