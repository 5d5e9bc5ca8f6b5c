import { addDays, todayIso, type DailyActivity } from '@portico/contracts';
import { startCommunityApi, type CommunityApi } from '../testing/community-api';

/**
 * Reservations per day (the dashboard's chart of the month, issue 18): each day counts the
 * reservations the caller lists that start on it and are or were on (pending, approved,
 * completed, no-show), so a resident's chart holds only theirs and another org's none of them.
 */
let api: CommunityApi;
const today = todayIso();
const from = addDays(today, -15);
const to = addDays(today, 15);
const HELD = new Set(['pending', 'approved', 'completed', 'no-show']);

beforeAll(async () => {
  api = await startCommunityApi();
}, 180_000);
afterAll(() => api?.stop());

type Row = Record<string, unknown>;

async function listed(who: string): Promise<Row[]> {
  const items: Row[] = [];
  let cursor: string | null = null;
  do {
    const res = await api.call(who, 'GET', `/reservations?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    items.push(...(res.body.items as Row[]));
    cursor = res.body.nextCursor as string | null;
  } while (cursor);
  return items;
}

it('counts the reservations each caller lists by the day they start', async () => {
  for (const who of ['manager@portico.test', 'resident@portico.test', 'manager2@portico.test']) {
    const res = await api.call(who, 'GET', `/analytics/reservation/daily?from=${from}&to=${to}`);
    expect({ who, status: res.status, body: res.status === 200 ? undefined : res.body }).toEqual({ who, status: 200, body: undefined });
    const report = res.body as DailyActivity;
    expect(report.days).toHaveLength(31);
    const perDay: Record<string, number> = {};
    for (const r of await listed(who)) {
      if (!HELD.has(String(r.state))) continue;
      const day = new Date(String(r.startAt)).toISOString().slice(0, 10);
      perDay[day] = (perDay[day] ?? 0) + 1;
    }
    expect(Object.fromEntries(report.days.map((d) => [d.date, d.reservations]))).toEqual(
      Object.fromEntries(report.days.map((d) => [d.date, perDay[d.date] ?? 0])),
    );
  }
  // The demo books the amenities around today: the manager's chart is not empty.
  const manager = (await api.call('manager@portico.test', 'GET', `/analytics/reservation/daily?from=${from}&to=${to}`))
    .body as DailyActivity;
  expect(manager.days.some((d) => Number(d.reservations) > 0)).toBe(true);
  expect((await api.call('vendor@portico.test', 'GET', `/analytics/reservation/daily?from=${from}&to=${to}`)).status).toBe(403);
  expect((await api.call('manager@portico.test', 'GET', `/analytics/reservation/daily?from=${to}&to=${from}`)).status).toBe(422);
});
