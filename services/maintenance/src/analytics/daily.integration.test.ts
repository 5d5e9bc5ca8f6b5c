import { SEED_PROPERTIES, addDays, todayIso, type DailyActivity } from '@portico/contracts';
import { CATEGORY } from '../seed';
import { startMaintenanceApi, type MaintenanceApi } from '../testing/maintenance-api';

/**
 * Work orders per day (the dashboard's chart of the month, issue 18): each day's figures are the
 * orders the generic list gives the same caller, by creation and completion day, and they move
 * when an order is opened.
 */
let api: MaintenanceApi;
const MANAGER = 'manager@portico.test';
const RESIDENT = 'resident@portico.test';
const OTHER_TENANT = 'manager2@portico.test';
const today = todayIso();
const from = addDays(today, -29);

beforeAll(async () => {
  api = await startMaintenanceApi();
}, 180_000);
afterAll(() => api?.stop());

type Row = Record<string, unknown>;

async function listed(who: string): Promise<Row[]> {
  const items: Row[] = [];
  let cursor: string | null = null;
  do {
    const res = await api.call(who, 'GET', `/orders?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    items.push(...(res.body.items as Row[]));
    cursor = res.body.nextCursor as string | null;
  } while (cursor);
  return items;
}

async function daily(who: string): Promise<DailyActivity> {
  const res = await api.call(who, 'GET', `/analytics/maintenance/daily?from=${from}&to=${today}`);
  expect(res.status).toBe(200);
  return res.body as DailyActivity;
}

/** Each day's count of rows whose `field` falls on it (UTC), as the chart counts them. */
function perDay(rows: Row[], field: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rows)
    if (typeof r[field] === 'string') out[String(r[field]).slice(0, 10)] = (out[String(r[field]).slice(0, 10)] ?? 0) + 1;
  return out;
}

it('counts the orders the caller lists, opened and completed, on each day of the range', async () => {
  for (const who of [MANAGER, RESIDENT, OTHER_TENANT]) {
    // The scheduler may be opening the seed schedules' orders meanwhile: read until both agree (bounded).
    let figures: unknown;
    let expected: unknown;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const report = await daily(who);
      expect(report.days).toHaveLength(30);
      expect(report.days[0]!.date).toBe(from);
      expect(report.days.at(-1)!.date).toBe(today);
      const rows = await listed(who);
      const opened = perDay(rows, 'createdAt');
      const completed = perDay(rows, 'completedAt');
      figures = report.days.map((d) => [d.date, d.opened, d.completed]);
      expected = report.days.map((d) => [d.date, opened[d.date] ?? 0, completed[d.date] ?? 0]);
      if (JSON.stringify(figures) === JSON.stringify(expected)) break;
    }
    expect({ who, figures }).toEqual({ who, figures: expected });
  }
  // The demo has work in the month: the manager's chart is not empty.
  const manager = await daily(MANAGER);
  expect(manager.days.some((d) => Number(d.opened) > 0)).toBe(true);
  expect(manager.days.some((d) => Number(d.completed) > 0)).toBe(true);
});

it("moves when an order is opened today, and refuses what is not a month's range", async () => {
  const before = (await daily(MANAGER)).days.at(-1)!;
  const res = await api.call(MANAGER, 'POST', '/orders', {
    title: `Daily chart ${Date.now()}`,
    propertyId: SEED_PROPERTIES.harborView,
    categoryId: CATEGORY.electrical,
    urgency: 'medium',
    description: 'Counted today.',
  });
  expect(res.status).toBe(201);
  const after = (await daily(MANAGER)).days.at(-1)!;
  // At least the new one (the scheduler may open a seed schedule's order meanwhile).
  expect(Number(after.opened)).toBeGreaterThanOrEqual(Number(before.opened) + 1);

  expect((await api.call(MANAGER, 'GET', `/analytics/maintenance/daily?from=${addDays(today, -40)}&to=${today}`)).status).toBe(422);
  expect((await api.call(MANAGER, 'GET', `/analytics/maintenance/daily?from=${today}&to=${addDays(today, -1)}`)).status).toBe(422);
  expect((await api.call(MANAGER, 'GET', '/analytics/maintenance/daily')).status).toBe(422);
});
