import pg from 'pg';
import { SEED_ORGS, SEED_PROPERTIES, SEED_UNITS } from '@portico/contracts';
import { peopleService } from '../../../services/people/src/people.service';
import { maintenanceService } from '../../../services/maintenance/src/maintenance.service';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/**
 * `GET /api/v1/analytics/maintenance` through the gateway and a real maintenance service on its
 * demo seed: the aggregates follow the order list's scope, checked against the table itself.
 */
let api: ApiTestbed;

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService, maintenanceService] });
}, 180_000);

afterAll(() => api?.stop());

async function ordersWhere(where: string, args: unknown[]): Promise<number> {
  const db = new pg.Client({ connectionString: api.databases.maintenance });
  await db.connect();
  try {
    const { rows } = await db.query(`select count(*)::int as n from maintenance.orders where status = 'active' and ${where}`, args);
    return rows[0].n as number;
  } finally {
    await db.end();
  }
}

/**
 * The analytics of `who` once they agree with the table (bounded): the scheduler may be
 * creating the seed schedules' orders while the test starts, so one read can race it.
 */
async function settled(who: string, where: string, args: unknown[], path = '/analytics/maintenance') {
  let body: Record<string, any> = {};
  let expected = -1;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const res = await api.call(who, 'GET', path);
    expect(res.status).toBe(200);
    body = res.body;
    expected = await ordersWhere(where, args);
    const named = body.byProperty.every((b: { name: string | null }) => b.name);
    if (body.total === expected && named) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { body, expected };
}

const sum = (buckets: { count: number }[]) => buckets.reduce((n, b) => n + b.count, 0);

it("a manager counts their org's orders, by state, category and property, with names", async () => {
  // Property names come from the mirror, fed by the people service's state stream.
  const { body, expected } = await settled('manager@portico.test', 'parent_org_id = $1', [SEED_ORGS.harbor]);
  expect(expected).toBeGreaterThan(0);
  expect(body.total).toBe(expected);
  expect(sum(body.byState)).toBe(expected);
  expect(sum(body.byCategory)).toBe(expected);
  expect(sum(body.byProperty)).toBe(expected);
  expect(body.byProperty.map((b: { key: string }) => b.key)).toContain(SEED_PROPERTIES.harborView);
  expect(body.byProperty.find((b: { key: string }) => b.key === SEED_PROPERTIES.harborView).name).toEqual(expect.any(String));
  expect(body.byCategory.filter((b: { key: string | null }) => b.key).every((b: { name: string | null }) => b.name)).toBe(true);
  expect(body.open).toBe(
    await ordersWhere(`parent_org_id = $1 and state not in ('completed','closed','rejected','cancelled')`, [SEED_ORGS.harbor]),
  );
  expect(body.completedCount).toBe(await ordersWhere('parent_org_id = $1 and completed_at is not null', [SEED_ORGS.harbor]));
  expect(body.meanDaysToComplete === null || typeof body.meanDaysToComplete === 'number').toBe(true);
  if (body.onTimeRate !== null) expect(body.onTimeRate).toBeGreaterThanOrEqual(0);
});

it("a manager of another org sees none of the first org's orders", async () => {
  const { body, expected } = await settled('manager2@portico.test', 'parent_org_id = $1', [SEED_ORGS.summit]);
  expect(body.total).toBe(expected);
  expect(body.byProperty.map((b: { key: string }) => b.key)).toContain(SEED_PROPERTIES.summitRidge);
  expect(body.byProperty.map((b: { key: string }) => b.key)).not.toContain(SEED_PROPERTIES.harborView);
  // Naming the other org's property narrows further; it never widens the scope.
  const other = await api.call('manager2@portico.test', 'GET', `/analytics/maintenance?propertyId=${SEED_PROPERTIES.harborView}`);
  expect(other.status).toBe(200);
  expect(other.body.total).toBe(0);
});

it("a resident counts only their unit's orders", async () => {
  const { body, expected } = await settled('resident@portico.test', 'unit_id = $1', [SEED_UNITS.harborView101]);
  expect(expected).toBeGreaterThan(0);
  expect(body.total).toBe(expected);
  expect(body.total).toBeLessThan(await ordersWhere('parent_org_id = $1', [SEED_ORGS.harbor]));
});

it('filters by creation date', async () => {
  const future = await api.call('manager@portico.test', 'GET', '/analytics/maintenance?from=2999-01-01');
  expect(future.status).toBe(200);
  expect(future.body).toMatchObject({ total: 0, byState: [], meanDaysToComplete: null, onTimeRate: null });
  const all = await settled(
    'manager@portico.test',
    'parent_org_id = $1',
    [SEED_ORGS.harbor],
    '/analytics/maintenance?from=2000-01-01&to=2999-12-31',
  );
  expect(all.body.total).toBe(all.expected);
});

it.each([
  ['a bad date', '?from=yesterday'],
  ['a reversed range', '?from=2026-05-01&to=2026-04-01'],
  ['a bad property id', '?propertyId=12'],
  ['an unknown parameter', '?state=open'],
])('refuses %s with 422', async (_what, query) => {
  const res = await api.call('manager@portico.test', 'GET', `/analytics/maintenance${query}`);
  expect(res.status).toBe(422);
  expect(res.body.code).toBe('VALIDATION_FAILED');
});

it('needs a token and the orders-list permission', async () => {
  expect((await api.call(null, 'GET', '/analytics/maintenance')).status).toBe(401);
});
