import { randomUUID } from 'node:crypto';
import { AckPolicy, connect, DeliverPolicy, type NatsConnection } from 'nats';
import { eventStreamName, type DomainEvent } from '@portico/contracts';
import type { Database } from '../db/database';
import { createLogger } from '../observability/logger';
import { startPrivateNats, type PrivateInstance } from '../testing/private-instances';
import { openScratchDatabase } from '../testing/scratch-database';
import { consumerName, EventConsumer, type EventSubscription } from './event-consumer';
import { ensureDurableConsumer, ensureEventStream, eventCodec } from './jetstream';

/** Durable consumers are named by what they consume, and follow a changed filter. */
let nats: PrivateInstance;
let nc: NatsConnection;
let scratch: Awaited<ReturnType<typeof openScratchDatabase>>;
let database: Database;
const consumers: EventConsumer[] = [];

beforeAll(async () => {
  nats = await startPrivateNats();
  nc = await connect({ servers: nats.url });
  // An inbox table like every service's, without a service around it.
  scratch = await openScratchDatabase('portico_evtest', 'evtest', [
    'CREATE TABLE evtest.inbox (message_id text PRIMARY KEY, subject text NOT NULL, handled_at timestamptz NOT NULL DEFAULT now())',
  ]);
  database = scratch.database;
  await ensureEventStream(nc, 'people');
});

afterEach(async () => {
  for (const consumer of consumers.splice(0)) await consumer.stop();
});

afterAll(async () => {
  await scratch.close();
  await nc.drain();
  await nats.stop();
});

async function publish(subject: string): Promise<string> {
  const event: DomainEvent = { id: randomUUID(), subject, occurredAt: new Date().toISOString(), data: { id: randomUUID() } };
  await nc.jetstream().publish(subject, eventCodec.encode(event), { msgID: event.id });
  return event.id;
}

/** Starts a consumer that records the ids of the events it handled. */
async function consume(subscription: Omit<EventSubscription, 'handler'>): Promise<Set<string>> {
  const seen = new Set<string>();
  const consumer = new EventConsumer(
    nc,
    database.db,
    'evtest',
    {
      ...subscription,
      handler: async (event) => {
        seen.add(event.id);
      },
    },
    createLogger('test'),
  );
  await consumer.start();
  consumers.push(consumer);
  return seen;
}

async function eventually(check: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) await new Promise((r) => setTimeout(r, 100));
  return check();
}

it('names consumers by consuming domain, purpose and the whole subject', () => {
  const property = consumerName('community', 'directory', 'people.property.created');
  const unit = consumerName('community', 'directory', 'people.unit.created');
  expect(property).toBe('community__directory__people_property_created');
  expect(unit).not.toBe(property);
  expect(consumerName('community', 'directory', 'people.*.created')).toMatch(/^[\w-]+$/);
  expect(consumerName('community', 'directory', 'people.>')).not.toBe(consumerName('community', 'directory', 'people.*'));
});

it('two subjects ending in the same verb are both delivered', async () => {
  const seen = await consume({
    source: 'people',
    durable: 'same-verb',
    filterSubjects: ['people.property.created', 'people.unit.created'],
  });
  const property = await publish('people.property.created');
  const unit = await publish('people.unit.created');
  expect(await eventually(() => seen.has(property) && seen.has(unit))).toBe(true);
});

it('a consumer left with another filter is brought to the subscribed subject on restart', async () => {
  const stream = eventStreamName('people');
  const name = consumerName('evtest', 'moved', 'people.unit.updated');
  // As an earlier release (or a colliding name) left it: same name, different filter.
  await ensureDurableConsumer(nc, stream, name, 'people.property.updated');
  const seen = await consume({ source: 'people', durable: 'moved', filterSubjects: ['people.unit.updated'] });
  const jsm = await nc.jetstreamManager();
  expect((await jsm.consumers.info(stream, name)).config.filter_subject).toBe('people.unit.updated');
  const unit = await publish('people.unit.updated');
  const property = await publish('people.property.updated');
  expect(await eventually(() => seen.has(unit))).toBe(true);
  expect(seen.has(property)).toBe(false);
});

it('removes the consumer the old last-token naming left behind', async () => {
  const stream = eventStreamName('people');
  const jsm = await nc.jetstreamManager();
  await jsm.consumers.add(stream, {
    durable_name: 'legacy-archived',
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: 'people.property.archived',
  });
  await consume({ source: 'people', durable: 'legacy', filterSubjects: ['people.property.archived'] });
  const names: string[] = [];
  for await (const info of jsm.consumers.list(stream)) names.push(info.name);
  expect(names).toContain(consumerName('evtest', 'legacy', 'people.property.archived'));
  expect(names).not.toContain('legacy-archived');
});

it('waits for a producer whose stream does not exist yet', async () => {
  const seen = await consume({ source: 'billing', durable: 'late', filterSubjects: ['billing.invoice.created'] });
  await ensureEventStream(nc, 'billing');
  const id = await publish('billing.invoice.created');
  expect(await eventually(() => seen.has(id))).toBe(true);
});
