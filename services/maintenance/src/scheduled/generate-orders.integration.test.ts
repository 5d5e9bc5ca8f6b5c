import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SEED_ORGS, SEED_PROPERTIES } from '@portico/contracts';
import { Scheduler, createLogger, openDatabase, type Database } from '@portico/platform';
import { createTestDatabase } from '@portico/platform/testing';
import { schedules } from '../schema';
import { CATEGORY } from '../seed';
import { LEAD_DAYS, generateDueOrders, scheduleGeneratorJob } from './generate-orders';

/**
 * The schedule generator on PostgreSQL: however often it runs, on however many replicas and
 * across restarts, each occurrence date gets exactly one order (schedule_occurrences key).
 */
const migrationsFolder = join(__dirname, '..', '..', 'migrations');
const log = createLogger('generate-orders-test');
const SCHEDULE_ID = '9b0e5555-0000-4000-8000-00000000aaaa';

class ManualClock {
  constructor(public now: Date) {}
  set(iso: string): void {
    this.now = new Date(iso);
  }
  read = (): Date => this.now;
}

let testDb: { url: string; drop(): Promise<void> };
let replicaA: Database;
let replicaB: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('portico_mgen');
  replicaA = await openDatabase({ url: testDb.url, schema: 'maintenance', migrationsFolder, poolSize: 4 });
  replicaB = await openDatabase({ url: testDb.url, schema: 'maintenance', migrationsFolder, poolSize: 4 });
  // A weekly schedule starting Monday 2 March 2026, as the schedule hooks store it.
  await replicaA.db.insert(schedules).values({
    id: SCHEDULE_ID,
    parentOrgId: SEED_ORGS.harbor,
    propertyId: SEED_PROPERTIES.harborView,
    title: 'Weekly boiler check',
    categoryId: CATEGORY.hvac,
    urgency: 'low',
    startDate: '2026-03-02',
    neverEnds: true,
    repeatEvery: 1,
    repeatUnit: 'week',
    nextOccurrence: '2026-03-02',
    createdBy: 'test',
    updatedBy: 'test',
  } as never);
});

afterAll(async () => {
  await replicaA?.close();
  await replicaB?.close();
  await testDb?.drop();
});

async function ordersByDate(): Promise<Record<string, number>> {
  const result = (await replicaA.db.execute(
    sql`select occurrence_date::text as d, count(*)::int as n from maintenance.orders where schedule_id = ${SCHEDULE_ID} group by 1 order by 1`,
  )) as unknown as { rows: { d: string; n: number }[] };
  return Object.fromEntries(result.rows.map((r) => [r.d, r.n]));
}

async function scheduleRow(): Promise<Record<string, unknown>> {
  const [row] = (await replicaA.db.select().from(schedules).where(eq(schedules.id!, SCHEDULE_ID))) as Record<string, unknown>[];
  return row!;
}

const run = (db: Database, now: string) => db.db.transaction((tx) => generateDueOrders(tx, new Date(now)));

it('creates the occurrences within the lead time once, however often it runs', async () => {
  expect(LEAD_DAYS).toBe(7);
  expect(await run(replicaA, '2026-03-02T08:00:00Z')).toBe(2);
  expect(await run(replicaA, '2026-03-02T08:01:00Z')).toBe(0);
  expect(await run(replicaA, '2026-03-02T09:00:00Z')).toBe(0);
  expect(await ordersByDate()).toEqual({ '2026-03-02': 1, '2026-03-09': 1 });
  expect(await scheduleRow()).toMatchObject({ lastGeneratedFor: '2026-03-09', nextOccurrence: '2026-03-16' });
});

it('two replicas generating at the same moment create each order once', async () => {
  const results = await Promise.all([
    run(replicaA, '2026-03-16T08:00:00Z'),
    run(replicaB, '2026-03-16T08:00:00Z'),
    run(replicaA, '2026-03-16T08:00:00Z'),
    run(replicaB, '2026-03-16T08:00:00Z'),
  ]);
  // 16 and 23 March are new: between them the four runs created exactly two orders.
  expect(results.reduce((a, b) => a + b, 0)).toBe(2);
  expect(await ordersByDate()).toEqual({ '2026-03-02': 1, '2026-03-09': 1, '2026-03-16': 1, '2026-03-23': 1 });
  expect(await scheduleRow()).toMatchObject({ lastGeneratedFor: '2026-03-23', nextOccurrence: '2026-03-30' });
});

it('as the recurring job of two Scheduler instances, and across a restart, still one order per date', async () => {
  const clock = new ManualClock(new Date('2026-03-23T08:00:00Z'));
  const a = new Scheduler(replicaA.db, 'maintenance', log, { clock: clock.read, pollMs: 3_600_000 }).every(scheduleGeneratorJob());
  const b = new Scheduler(replicaB.db, 'maintenance', log, { clock: clock.read, pollMs: 3_600_000 }).every(scheduleGeneratorJob());
  await Promise.all([a.start(), b.start()]);
  await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
  expect(await ordersByDate()).toMatchObject({ '2026-03-30': 1 });
  await Promise.all([a.stop(), b.stop()]);
  await replicaB.close();

  // The service was down for two weeks; a fresh process catches up on start.
  clock.set('2026-04-06T08:00:00Z');
  replicaB = await openDatabase({ url: testDb.url, schema: 'maintenance', migrationsFolder, poolSize: 4 });
  const restarted = new Scheduler(replicaB.db, 'maintenance', log, { clock: clock.read, pollMs: 3_600_000 }).every(scheduleGeneratorJob());
  const other = new Scheduler(replicaA.db, 'maintenance', log, { clock: clock.read, pollMs: 3_600_000 }).every(scheduleGeneratorJob());
  await Promise.all([restarted.start(), other.start()]);
  await Promise.all([restarted.runDue(), other.runDue()]);
  await Promise.all([restarted.stop(), other.stop()]);

  const byDate = await ordersByDate();
  expect(Object.keys(byDate)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30', '2026-04-06', '2026-04-13']);
  expect(Object.values(byDate).every((n) => n === 1)).toBe(true);
  expect(await scheduleRow()).toMatchObject({ lastGeneratedFor: '2026-04-13', nextOccurrence: '2026-04-20' });
});

it('an ended schedule creates nothing more', async () => {
  await replicaA.db
    .update(schedules)
    .set({ neverEnds: false, endDate: '2026-04-20' } as never)
    .where(eq(schedules.id!, SCHEDULE_ID));
  expect(await run(replicaA, '2026-04-20T08:00:00Z')).toBe(1); // 20 April, the last occurrence
  expect(await scheduleRow()).toMatchObject({ lastGeneratedFor: '2026-04-20', nextOccurrence: null });
  expect(await run(replicaB, '2026-05-20T08:00:00Z')).toBe(0);
  expect(await run(replicaA, '2026-09-01T08:00:00Z')).toBe(0);
  const byDate = await ordersByDate();
  expect(Object.keys(byDate).at(-1)).toBe('2026-04-20');
  expect(Object.keys(byDate)).toHaveLength(8);
});
