import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { connect, type NatsConnection } from 'nats';
import { LEGACY_COPY_HEADER, eventStreamName, type DomainEvent } from '@portico/contracts';
import type { Database } from '../db/database';
import { createLogger } from '../observability/logger';
import { startPrivateNats, type PrivateInstance } from '../testing/private-instances';
import { openScratchDatabase } from '../testing/scratch-database';
import { ensureEventStream, ensureStateStream, eventCodec } from './jetstream';
import { OutboxRelay } from './outbox-relay';

/**
 * The relay on real NATS and PostgreSQL, for declared actions' events (ADR 0087): published under
 * `<domain>.event.`, copied once on the old subject for consumers not yet moved, and a row an
 * older release wrote on the old subject published on the new one.
 */
let nats: PrivateInstance;
let nc: NatsConnection;
let scratch: Awaited<ReturnType<typeof openScratchDatabase>>;
let database: Database;
let relay: OutboxRelay;

beforeAll(async () => {
  nats = await startPrivateNats();
  nc = await connect({ servers: nats.url });
  // The outbox of a domain named as the stream's, like every service's.
  scratch = await openScratchDatabase('portico_relaytest', 'maintenance', [
    `CREATE TABLE maintenance.outbox (id uuid PRIMARY KEY, subject text NOT NULL, payload jsonb NOT NULL, headers jsonb,
      created_at timestamptz NOT NULL DEFAULT now(), published_at timestamptz)`,
  ]);
  database = scratch.database;
  await ensureEventStream(nc, 'maintenance');
  await ensureStateStream(nc, 'maintenance');
  relay = new OutboxRelay(database.db, nc, 'maintenance', createLogger('relay-test'));
});

afterAll(async () => {
  await scratch.close();
  await nc.drain();
  await nats.stop();
});

async function write(subject: string): Promise<{ id: string; recordId: string }> {
  const id = randomUUID();
  const recordId = randomUUID();
  const event: DomainEvent = { id, subject, occurredAt: new Date().toISOString(), data: { id: recordId, state: 'completed' } };
  await database.db.execute(
    sql`insert into maintenance.outbox (id, subject, payload, headers) values (${id}, ${subject}, ${JSON.stringify(event)}::jsonb, ${JSON.stringify({ traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' })}::jsonb)`,
  );
  return { id, recordId };
}

/** Every message the stream holds for `id`'s event: subject, envelope subject and copy header. */
async function storedFor(id: string): Promise<{ subject: string; envelope: string; copyOf?: string }[]> {
  const consumer = await nc.jetstream().consumers.get(eventStreamName('maintenance'));
  const out: { subject: string; envelope: string; copyOf?: string }[] = [];
  const batch = await consumer.fetch({ max_messages: 100, expires: 1000 });
  for await (const msg of batch) {
    const event = eventCodec.decode(msg.data) as DomainEvent;
    if (event.id === id)
      out.push({ subject: msg.subject, envelope: event.subject, copyOf: msg.headers?.get(LEGACY_COPY_HEADER) || undefined });
  }
  return out.sort((a, b) => a.subject.localeCompare(b.subject));
}

it("publishes an action's event under <domain>.event. and once more, marked, on its old subject", async () => {
  const { id } = await write('maintenance.event.order.completed');
  await relay.drainAll();
  expect(await storedFor(id)).toEqual([
    { subject: 'maintenance.event.order.completed', envelope: 'maintenance.event.order.completed' },
    { subject: 'maintenance.order.completed', envelope: 'maintenance.order.completed', copyOf: 'maintenance.event.order.completed' },
  ]);
});

it('publishes a row an older release wrote on the old subject on the new one too', async () => {
  const { id, recordId } = await write('maintenance.order.completed');
  await relay.drainAll();
  expect((await storedFor(id)).map((m) => m.subject)).toEqual(['maintenance.event.order.completed', 'maintenance.order.completed']);
  // The record's latest state names the entity whichever shape the row had.
  const state = await (
    await nc.jetstreamManager()
  ).streams.getMessage('MAINTENANCE_STATE', { last_by_subj: `maintenance.state.order.${recordId}` });
  expect((eventCodec.decode(state.data) as DomainEvent).id).toBe(id);
});

it('copies no event of an action declared after the move, nor a generic event', async () => {
  const later = await write('maintenance.event.order.reviewed');
  const generic = await write('maintenance.order.updated');
  await relay.drainAll();
  expect(await storedFor(later.id)).toEqual([
    { subject: 'maintenance.event.order.reviewed', envelope: 'maintenance.event.order.reviewed' },
  ]);
  expect(await storedFor(generic.id)).toEqual([{ subject: 'maintenance.order.updated', envelope: 'maintenance.order.updated' }]);
});
