import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { connect, type NatsConnection } from 'nats';
import { LIST_COUNT_CAP, property } from '@portico/contracts';
import { openDatabase, type Database } from '../db/database';
import { tableFor } from '../db/resource-table';
import { ensureEventStream, ensureStateStream } from '../events/jetstream';
import { OutboxRelay } from '../events/outbox-relay';
import { createLogger } from '../observability/logger';
import type { Principal } from '../auth/principal';
import { startPrivateNats, type PrivateInstance } from '../testing/private-instances';
import { createTestDatabase } from '../testing/test-database';
import { ListCounts } from './list-counts';
import { ResourceService } from './resource-service';

/**
 * Page one's over-the-cap count is remembered (ADR 0079) and forgotten when the entity
 * changes: at once on the replica that wrote, and on every other replica through the state
 * message the outbox relay publishes (real NATS, real PostgreSQL).
 */
const ORG_A = randomUUID();
const ORG_B = randomUUID();
const LONG = LIST_COUNT_CAP + 40;
const SHORT = 30;

let nats: PrivateInstance;
let nc: NatsConnection;
let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
const closers: (() => unknown)[] = [];

const ownerOf = (orgId: string): Principal => ({
  userId: randomUUID(),
  roles: ['parent'],
  orgId,
  propertyIds: [],
  unitIds: [],
  vendorId: null,
  permissions: new Set(),
});

/** A replica of the people service's properties: its own counts, watching NATS. */
function replica(): { service: ResourceService; counts: ListCounts } {
  // Kept far longer than the test runs: only a change may make it forget.
  const counts = new ListCounts(600_000);
  counts.watch(nc, 'people');
  closers.push(() => counts.close());
  return { service: new ResourceService(property, tableFor(property), database.db, { counts }), counts };
}

/** Archives `n` of an org's properties behind every cache's back: no event, no state message. */
async function archiveQuietly(orgId: string, n: number): Promise<void> {
  await database.db.execute(
    sql`update people.properties set status = 'archived' where id in (select id from people.properties where parent_org_id = ${orgId} and status = 'active' limit ${n})`,
  );
}

async function activeCount(orgId: string): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from people.properties where parent_org_id = ${orgId} and status = 'active'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const firstPage = (service: ResourceService, orgId: string) =>
  service.list(ownerOf(orgId), { limit: 25 }).then((page) => ({ total: page.total, exact: page.totalIsExact }));

/** Asks until the answer is `expected` (the state message is on its way): no timing asserted. */
async function eventually<T>(ask: () => Promise<T>, expected: T): Promise<T> {
  let answer = await ask();
  for (let tries = 0; tries < 200 && JSON.stringify(answer) !== JSON.stringify(expected); tries += 1) {
    await new Promise((r) => setTimeout(r, 50));
    answer = await ask();
  }
  return answer;
}

beforeAll(async () => {
  nats = await startPrivateNats();
  nc = await connect({ servers: nats.url });
  testDb = await createTestDatabase('portico_counts');
  database = await openDatabase({
    url: testDb.url,
    schema: 'people',
    migrationsFolder: join(__dirname, '..', '..', '..', 'people', 'migrations'),
  });
  await database.db.execute(
    sql`insert into people.properties (parent_org_id, name) select ${ORG_A}::uuid, 'A ' || g from generate_series(1, ${LONG}) g`,
  );
  await database.db.execute(
    sql`insert into people.properties (parent_org_id, name) select ${ORG_B}::uuid, 'B ' || g from generate_series(1, ${SHORT}) g`,
  );
  await ensureEventStream(nc, 'people');
  await ensureStateStream(nc, 'people');
}, 120_000);

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  await nc?.drain();
  await nats?.stop();
});

describe('page one’s count past the cap', () => {
  it('is remembered per scope: another tenant’s first page counts its own records', async () => {
    const { service } = replica();
    expect(await firstPage(service, ORG_A)).toEqual({ total: LIST_COUNT_CAP, exact: false });
    // Org B's shorter list is counted, never answered from org A's.
    expect(await firstPage(service, ORG_B)).toEqual({ total: await activeCount(ORG_B), exact: true });
    // Remembered: rows gone behind the cache's back do not show until the entity changes.
    const before = await activeCount(ORG_A);
    await archiveQuietly(ORG_A, LONG - LIST_COUNT_CAP + 5);
    expect(await firstPage(service, ORG_A)).toEqual({ total: LIST_COUNT_CAP, exact: false });
    await database.db.execute(sql`update people.properties set status = 'active' where parent_org_id = ${ORG_A}`);
    expect(await activeCount(ORG_A)).toBe(before);
  });

  it('is forgotten at once by the replica that writes', async () => {
    const { service } = replica();
    expect(await firstPage(service, ORG_A)).toEqual({ total: LIST_COUNT_CAP, exact: false });
    await archiveQuietly(ORG_A, LONG - LIST_COUNT_CAP + 5);
    const [one] = (await service.list(ownerOf(ORG_A), { limit: 1 })).items;
    await service.archive(ownerOf(ORG_A), one!.id);
    // The next page one counts again: the list is now under the cap, and exact.
    const now = await activeCount(ORG_A);
    expect(now).toBeLessThan(LIST_COUNT_CAP);
    expect(await firstPage(service, ORG_A)).toEqual({ total: now, exact: true });
    await database.db.execute(sql`update people.properties set status = 'active' where parent_org_id = ${ORG_A}`);
  });

  it('is forgotten by every other replica when the writer’s relay publishes the state message', async () => {
    const a = replica();
    const b = replica();
    expect(await firstPage(a.service, ORG_A)).toEqual({ total: LIST_COUNT_CAP, exact: false });
    expect(await firstPage(b.service, ORG_A)).toEqual({ total: LIST_COUNT_CAP, exact: false });
    await archiveQuietly(ORG_A, LONG - LIST_COUNT_CAP + 5);
    // Replica B writes; replica A hears of it only through NATS.
    const [one] = (await b.service.list(ownerOf(ORG_A), { limit: 1 })).items;
    await b.service.archive(ownerOf(ORG_A), one!.id);
    expect(await firstPage(a.service, ORG_A)).toEqual({ total: LIST_COUNT_CAP, exact: false });
    const relay = new OutboxRelay(database.db, nc, 'people', createLogger('counts-test'), 50);
    relay.start();
    closers.push(() => relay.stop());
    const now = await activeCount(ORG_A);
    expect(await eventually(() => firstPage(a.service, ORG_A), { total: now, exact: true })).toEqual({ total: now, exact: true });
    await database.db.execute(sql`update people.properties set status = 'active' where parent_org_id = ${ORG_A}`);
  });
});

describe('ListCounts', () => {
  it('keeps no count that began before a change, and none past its time', () => {
    let now = 0;
    const counts = new ListCounts(1000, 10, () => now);
    const begun = counts.generation('unit');
    counts.forget('unit');
    counts.rememberOverCap('unit', 'k', begun);
    expect(counts.isOverCap('unit', 'k')).toBe(false);
    counts.rememberOverCap('unit', 'k', counts.generation('unit'));
    expect(counts.isOverCap('unit', 'k')).toBe(true);
    // A change of another entity leaves it; a change of every entity does not.
    const before = counts.generation('unit');
    counts.forget('order');
    expect(counts.isOverCap('unit', 'k')).toBe(true);
    counts.forget();
    expect(counts.isOverCap('unit', 'k')).toBe(false);
    counts.rememberOverCap('unit', 'k', before);
    expect(counts.isOverCap('unit', 'k')).toBe(false);
    counts.rememberOverCap('unit', 'k', counts.generation('unit'));
    now = 1000;
    expect(counts.isOverCap('unit', 'k')).toBe(false);
  });

  it('holds at most its bound of entries', () => {
    const counts = new ListCounts(60_000, 3);
    for (let i = 0; i < 5; i += 1) counts.rememberOverCap('unit', `k${i}`, counts.generation('unit'));
    const held = [0, 1, 2, 3, 4].filter((i) => counts.isOverCap('unit', `k${i}`));
    expect(held).toEqual([2, 3, 4]);
  });
});
