import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/database';
import { createLogger } from '../observability/logger';
import { createTestDatabase } from '../testing/test-database';
import { Scheduler, type JobContext } from './scheduler';

/** Any service's migrations carry the platform tables; the community schema is used here. */
const migrationsFolder = join(resolve(__dirname, '../../../..'), 'services', 'community', 'migrations');
const log = createLogger('scheduler-test');

class ManualClock {
  constructor(public now = new Date('2026-01-05T09:00:00Z')) {}
  advance(ms: number): void {
    this.now = new Date(this.now.getTime() + ms);
  }
  read = (): Date => this.now;
}

describe('scheduler on PostgreSQL', () => {
  let testDb: { url: string; drop(): Promise<void> };
  let replicaA: Database;
  let replicaB: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase('portico_sched');
    replicaA = await openDatabase({ url: testDb.url, schema: 'community', migrationsFolder, poolSize: 4 });
    replicaB = await openDatabase({ url: testDb.url, schema: 'community', migrationsFolder, poolSize: 4 });
    await replicaA.db.execute(sql`create table community.sched_effects (key text primary key, replica text not null)`);
  });
  afterAll(async () => {
    await replicaA.close();
    await replicaB.close();
    await testDb.drop();
  });
  beforeEach(async () => {
    await replicaA.db.execute(sql`truncate community.scheduled_jobs, community.sched_effects`);
  });

  const effects = async (): Promise<{ key: string; replica: string }[]> => {
    const result = (await replicaA.db.execute(sql`select key, replica from community.sched_effects order by key`)) as unknown as {
      rows: { key: string; replica: string }[];
    };
    return result.rows;
  };

  /** A job whose effect is a row keyed by its payload: a second run would violate the key. */
  function reminderJob(replica: string, calls: string[]) {
    return {
      name: 'reminder',
      run: async ({ tx, payload }: JobContext<{ key: string }>) => {
        calls.push(payload.key);
        await tx.execute(sql`insert into community.sched_effects (key, replica) values (${payload.key}, ${replica})`);
      },
    };
  }

  it('runs each due job exactly once across two replicas working at the same time', async () => {
    const clock = new ManualClock();
    const callsA: string[] = [];
    const callsB: string[] = [];
    const a = new Scheduler(replicaA.db, 'community', log, { clock: clock.read, batchSize: 5 }).register(reminderJob('a', callsA));
    const b = new Scheduler(replicaB.db, 'community', log, { clock: clock.read, batchSize: 5 }).register(reminderJob('b', callsB));
    for (let i = 0; i < 60; i++) await a.schedule(replicaA.db, 'reminder', clock.now, { key: `k${String(i).padStart(2, '0')}` });
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    const rows = await effects();
    expect(rows).toHaveLength(60);
    expect(callsA.length + callsB.length).toBe(60);
    expect(new Set([...callsA, ...callsB]).size).toBe(60);
  });

  it('keeps a future job across a restart and runs it once it is due, even late', async () => {
    const clock = new ManualClock();
    const before = new Scheduler(replicaA.db, 'community', log, { clock: clock.read }).register(reminderJob('a', []));
    await before.schedule(
      replicaA.db,
      'reminder',
      new Date(clock.now.getTime() + 60 * 60_000),
      { key: 'insurance-expiry' },
      'vendor-7:insurance:60d',
    );
    // The same reminder asked for twice is one job.
    await before.schedule(
      replicaA.db,
      'reminder',
      new Date(clock.now.getTime() + 60 * 60_000),
      { key: 'insurance-expiry' },
      'vendor-7:insurance:60d',
    );
    expect(await before.runDue()).toBe(0);
    await before.stop();

    clock.advance(5 * 60 * 60_000); // down for five hours, past the due time
    const after = new Scheduler(replicaB.db, 'community', log, { clock: clock.read }).register(reminderJob('b', []));
    expect(await after.runDue()).toBe(1);
    expect(await after.runDue()).toBe(0);
    expect(await effects()).toEqual([{ key: 'insurance-expiry', replica: 'b' }]);
  });

  it('runs a missed recurring job once on start-up and tells it the range it missed', async () => {
    const clock = new ManualClock();
    const seen: { since: string | undefined; now: string }[] = [];
    const tick = {
      name: 'generate-scheduled-orders',
      everyMs: 60 * 60_000,
      run: async ({ since, now }: JobContext<Record<string, never>>) => {
        seen.push({ since: since?.toISOString(), now: now.toISOString() });
      },
    };
    const first = new Scheduler(replicaA.db, 'community', log, { clock: clock.read, pollMs: 3_600_000 }).every(tick);
    await first.start();
    await first.runDue();
    await first.stop();
    expect(seen).toEqual([{ since: undefined, now: '2026-01-05T09:00:00.000Z' }]);

    clock.advance(10 * 60 * 60_000); // ten runs missed
    const second = new Scheduler(replicaB.db, 'community', log, { clock: clock.read, pollMs: 3_600_000 }).every(tick);
    await second.start();
    await second.runDue();
    await second.runDue();
    await second.stop();
    expect(seen).toEqual([
      { since: undefined, now: '2026-01-05T09:00:00.000Z' },
      { since: '2026-01-05T09:00:00.000Z', now: '2026-01-05T19:00:00.000Z' },
    ]);
  });

  it('retries a failed run with backoff and commits nothing of the failed attempt', async () => {
    const clock = new ManualClock();
    let attempts = 0;
    const flaky = {
      name: 'flaky',
      run: async ({ tx }: JobContext<unknown>) => {
        attempts++;
        await tx.execute(sql`insert into community.sched_effects (key, replica) values (${`attempt-${attempts}`}, 'a')`);
        if (attempts === 1) throw new Error('mail server unreachable');
      },
    };
    const scheduler = new Scheduler(replicaA.db, 'community', log, { clock: clock.read }).register(flaky);
    await scheduler.schedule(replicaA.db, 'flaky', clock.now);
    expect(await scheduler.runDue()).toBe(0);
    expect(await scheduler.runDue()).toBe(0); // backing off
    clock.advance(5_000);
    expect(await scheduler.runDue()).toBe(1);
    expect(await effects()).toEqual([{ key: 'attempt-2', replica: 'a' }]);
  });

  it('hands a run whose lease ran out to another replica, and the first cannot finish it twice', async () => {
    const clock = new ManualClock();
    const callsA: string[] = [];
    const a = new Scheduler(replicaA.db, 'community', log, { clock: clock.read, leaseMs: 1000 }).register(reminderJob('a', callsA));
    await a.schedule(replicaA.db, 'reminder', clock.now, { key: 'lease' });
    // Replica a claims and then stalls: simulate by claiming through a scheduler with no handlers run.
    await replicaA.db.execute(
      sql`update community.scheduled_jobs set locked_by = ${a.owner}, locked_until = ${new Date(clock.now.getTime() + 1000).toISOString()}`,
    );
    const b = new Scheduler(replicaB.db, 'community', log, { clock: clock.read }).register(reminderJob('b', []));
    expect(await b.runDue()).toBe(0); // still leased to a
    clock.advance(2000);
    expect(await b.runDue()).toBe(1);
    expect(await a.runDue()).toBe(0);
    expect(await effects()).toEqual([{ key: 'lease', replica: 'b' }]);
  });
});
