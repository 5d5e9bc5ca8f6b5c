import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { connect, type NatsConnection } from 'nats';
import { property, unit } from '@portico/contracts';
import { openDatabase, type Database } from '../db/database';
import { tableFor } from '../db/resource-table';
import { ensureEventStream, ensureStateStream, eventCodec } from '../events/jetstream';
import { MirrorConsumer } from '../events/mirror-consumer';
import { OutboxRelay } from '../events/outbox-relay';
import { createLogger } from '../observability/logger';
import type { Principal } from '../auth/principal';
import { startPrivateNats, type PrivateInstance } from '../testing/private-instances';
import { createTestDatabase } from '../testing/test-database';
import { MirrorStore } from './mirror-store';
import { ReferenceLabelCache } from './reference-label-cache';
import { ReferenceLabels } from './reference-labels';
import { ResourceService } from './resource-service';

/**
 * The names a list page attaches are remembered (ADR 0079) and forgotten when the named
 * record changes: at once on the replica that wrote, and on every other replica through the
 * state message the outbox relay publishes (real NATS, real PostgreSQL).
 */
const ORG = randomUUID();

let nats: PrivateInstance;
let nc: NatsConnection;
let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
/** A maintenance service's schema, for its mirror of people's properties. */
let maintenance: Database;
const closers: (() => unknown)[] = [];

const owner: Principal = {
  userId: randomUUID(),
  roles: ['parent'],
  orgId: ORG,
  propertyIds: [],
  unitIds: [],
  vendorId: null,
  permissions: new Set(),
};

/** A replica of the people service: its properties, and the names its unit pages attach. */
function replica(): { properties: ResourceService; labels: ReferenceLabels; cache: ReferenceLabelCache } {
  // Kept far longer than the test runs: only a change may make it forget.
  const cache = new ReferenceLabelCache(600_000);
  cache.watch(nc, 'people');
  closers.push(() => cache.close());
  // As the domain module wires it: a commit on this replica forgets every name at once.
  const properties = new ResourceService(property, tableFor(property), database.db, {
    afterCommit: async () => cache.forget(),
  });
  const labels = new ReferenceLabels(new Map([['property', properties]]), new MirrorStore(database.db, 'people', []), cache);
  return { properties, labels, cache };
}

async function newProperty(name: string): Promise<string> {
  const result = await database.db.execute(
    sql`insert into people.properties (parent_org_id, name) values (${ORG}::uuid, ${name}) returning id`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

/** Renames a property behind every cache's back: no event, no state message. */
async function renameQuietly(id: string, name: string): Promise<void> {
  await database.db.execute(sql`update people.properties set name = ${name} where id = ${id}`);
}

/** The name a unit of the property is shown with. */
const nameOnUnit = async (labels: ReferenceLabels, propertyId: string) =>
  (await labels.of(unit, [{ id: randomUUID(), propertyId }]))[propertyId];

/** Asks until the answer is `expected` (the state message is on its way): no timing asserted. */
async function eventually<T>(ask: () => Promise<T>, expected: T): Promise<T> {
  let answer = await ask();
  for (let tries = 0; tries < 200 && answer !== expected; tries += 1) {
    await new Promise((r) => setTimeout(r, 50));
    answer = await ask();
  }
  return answer;
}

beforeAll(async () => {
  nats = await startPrivateNats();
  nc = await connect({ servers: nats.url });
  testDb = await createTestDatabase('portico_labels');
  database = await openDatabase({
    url: testDb.url,
    schema: 'people',
    migrationsFolder: join(__dirname, '..', '..', '..', 'people', 'migrations'),
  });
  maintenance = await openDatabase({
    url: testDb.url,
    schema: 'maintenance',
    migrationsFolder: join(__dirname, '..', '..', '..', 'maintenance', 'migrations'),
  });
  await ensureEventStream(nc, 'people');
  await ensureStateStream(nc, 'people');
}, 120_000);

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

afterAll(async () => {
  await database?.close();
  await maintenance?.close();
  await testDb?.drop();
  await nc?.drain();
  await nats?.stop();
});

describe('the names list pages attach', () => {
  it('are remembered: a name changed behind the cache’s back still shows the one read', async () => {
    const { labels } = replica();
    const id = await newProperty('Elm Court');
    expect(await nameOnUnit(labels, id)).toBe('Elm Court');
    await renameQuietly(id, 'Quiet Elm');
    expect(await nameOnUnit(labels, id)).toBe('Elm Court');
  });

  it('name a record created after a lookup missed it', async () => {
    const { labels } = replica();
    const id = randomUUID();
    expect(await nameOnUnit(labels, id)).toBeUndefined();
    await database.db.execute(sql`insert into people.properties (id, parent_org_id, name) values (${id}::uuid, ${ORG}::uuid, 'Late Oak')`);
    expect(await nameOnUnit(labels, id)).toBe('Late Oak');
  });

  it('show a rename at once on the replica that wrote it', async () => {
    const { labels, properties } = replica();
    const id = await newProperty('Birch Row');
    expect(await nameOnUnit(labels, id)).toBe('Birch Row');
    await properties.update(owner, id, { name: 'Birch Terrace' });
    expect(await nameOnUnit(labels, id)).toBe('Birch Terrace');
  });

  it('show a rename on every other replica when the writer’s relay publishes the state message', async () => {
    const a = replica();
    const b = replica();
    const id = await newProperty('Cedar House');
    const other = await newProperty('Pine Yard');
    expect(await nameOnUnit(a.labels, id)).toBe('Cedar House');
    expect(await nameOnUnit(a.labels, other)).toBe('Pine Yard');
    // Replica B writes; replica A hears of it only through NATS.
    await b.properties.update(owner, id, { name: 'Cedar Hall' });
    expect(await nameOnUnit(a.labels, id)).toBe('Cedar House');
    await renameQuietly(other, 'Pine Quiet');
    const relay = new OutboxRelay(database.db, nc, 'people', createLogger('labels-test'), 50);
    relay.start();
    closers.push(() => relay.stop());
    expect(await eventually(() => nameOnUnit(a.labels, id), 'Cedar Hall')).toBe('Cedar Hall');
    // Only the changed record is read again.
    expect(await nameOnUnit(a.labels, other)).toBe('Pine Yard');
  });
});

describe('the names of other domains’ records, read from the mirror', () => {
  /** A replica of the maintenance service: the names its pages attach, from the shared mirror. */
  function mirrorReplica(mirror: MirrorStore): ReferenceLabels {
    const cache = new ReferenceLabelCache(600_000);
    cache.watch(nc, 'maintenance');
    closers.push(() => cache.close());
    return new ReferenceLabels(new Map(), mirror, cache);
  }

  /** A state of a people property, as the people relay publishes it on its state stream. */
  function stateOf(id: string, name: string, version: number) {
    const event = {
      id: randomUUID(),
      subject: 'people.property.updated',
      occurredAt: new Date().toISOString(),
      data: { id, parentOrgId: ORG, name, status: 'active', version },
    };
    return { subject: `people.state.property.${id}`, data: eventCodec.encode(event), ack: () => undefined, nak: () => undefined };
  }

  it('are remembered, and forgotten on every replica once one of them applied a newer state', async () => {
    const mirror = new MirrorStore(maintenance.db, 'maintenance', [property]);
    const [a, b] = [mirrorReplica(mirror), mirrorReplica(mirror)];
    const consumer = new MirrorConsumer(nc, 'maintenance', mirror, createLogger('labels-test'));
    const [id, other] = [randomUUID(), randomUUID()];
    await consumer.handle([stateOf(id, 'Harbor Lofts', 1), stateOf(other, 'Mill House', 1)]);
    // Its own "applied" notice is heard before anything is read (one connection: in order).
    await nc.flush();
    expect([await nameOnUnit(a, id), await nameOnUnit(b, id), await nameOnUnit(a, other)]).toEqual([
      'Harbor Lofts',
      'Harbor Lofts',
      'Mill House',
    ]);
    // Kept: the mirror changed behind the caches' back (no consumer applied it) still shows the name read.
    await maintenance.db.execute(
      sql`update maintenance.mirror_records set data = jsonb_set(data, '{name}', '"Quiet Lofts"') where id = ${id}`,
    );
    expect(await nameOnUnit(a, id)).toBe('Harbor Lofts');
    // Replica A's consumer applies a rename; both replicas hear it applied, and read the mirror again.
    await consumer.handle([stateOf(id, 'Harbor Lofts East', 2)]);
    expect(await eventually(() => nameOnUnit(a, id), 'Harbor Lofts East')).toBe('Harbor Lofts East');
    expect(await eventually(() => nameOnUnit(b, id), 'Harbor Lofts East')).toBe('Harbor Lofts East');
    // A state that changes nothing (an older version, redelivered) makes no one forget.
    await maintenance.db.execute(
      sql`update maintenance.mirror_records set data = jsonb_set(data, '{name}', '"Quiet East"') where id = ${id}`,
    );
    await consumer.handle([stateOf(id, 'Harbor Lofts', 1)]);
    await nc.flush();
    expect(await nameOnUnit(b, id)).toBe('Harbor Lofts East');
  });
});

describe('ReferenceLabelCache', () => {
  it('keeps no name read before a change, and none past its time', () => {
    let now = 0;
    const cache = new ReferenceLabelCache(1000, 10, () => now);
    const begun = cache.generation('property');
    cache.forget('property', 'p1');
    cache.remember('property', 'p1', 'Elm', begun);
    expect(cache.get('property', 'p1')).toBeUndefined();
    cache.remember('property', 'p1', 'Elm', cache.generation('property'));
    expect(cache.get('property', 'p1')).toBe('Elm');
    // A change of another entity leaves it; a change of every entity does not.
    const before = cache.generation('property');
    cache.forget('unit', 'u1');
    expect(cache.get('property', 'p1')).toBe('Elm');
    cache.forget();
    expect(cache.get('property', 'p1')).toBeUndefined();
    cache.remember('property', 'p1', 'Elm', before);
    expect(cache.get('property', 'p1')).toBeUndefined();
    cache.remember('property', 'p1', 'Elm', cache.generation('property'));
    now = 1000;
    expect(cache.get('property', 'p1')).toBeUndefined();
  });

  it('forgets the changed record only', () => {
    const cache = new ReferenceLabelCache();
    cache.remember('property', 'p1', 'Elm', cache.generation('property'));
    cache.remember('property', 'p2', 'Oak', cache.generation('property'));
    cache.forget('property', 'p1');
    expect([cache.get('property', 'p1'), cache.get('property', 'p2')]).toEqual([undefined, 'Oak']);
  });

  it('holds at most its bound of names, the oldest going first', () => {
    const cache = new ReferenceLabelCache(60_000, 3);
    for (let i = 0; i < 5; i += 1) cache.remember('property', `p${i}`, `P${i}`, cache.generation('property'));
    const held = [0, 1, 2, 3, 4].filter((i) => cache.get('property', `p${i}`) !== undefined);
    expect(held).toEqual([2, 3, 4]);
  });
});
