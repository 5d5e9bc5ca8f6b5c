import { connect, headers, type NatsConnection } from 'nats';
import { LEGACY_ACTION_EVENTS, LEGACY_COPY_HEADER, eventStreamName, eventStreamSubjects, type DomainEvent } from '@portico/contracts';
import { createLogger, eventCodec } from '@portico/platform';
import { startPrivateNats, type PrivateNats } from '@portico/platform/testing';
import { EventFanout } from './event-fanout';

/**
 * The gateway's push reader on a real JetStream: when its consumer disappears from under it (a
 * NATS node died with it, as in the fault run), it reads again after the last event it heard —
 * nothing missed, nothing twice, in the stream's order.
 */
const STREAM = eventStreamName('maintenance');
let nats: PrivateNats;
let nc: NatsConnection;
let fanout: EventFanout;
const heard: string[] = [];

function orderCreated(n: number): DomainEvent {
  return {
    id: `event-${n}`,
    type: 'maintenance.order.created',
    entity: 'order',
    action: 'created',
    data: { id: `order-${n}` },
  } as unknown as DomainEvent;
}

async function publish(from: number, to: number): Promise<void> {
  const js = nc.jetstream();
  for (let n = from; n <= to; n += 1) await js.publish('maintenance.order.created', eventCodec.encode(orderCreated(n)));
}

async function until(what: string, done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i += 1) await new Promise((r) => setTimeout(r, 50));
  if (!done()) throw new Error(`gave up waiting for ${what}: heard ${heard.join(', ')}`);
}

beforeAll(async () => {
  nats = await startPrivateNats();
  nc = await connect({ servers: nats.url });
  const jsm = await nc.jetstreamManager();
  await jsm.streams.add({ name: STREAM, subjects: [...eventStreamSubjects('maintenance'), ...LEGACY_ACTION_EVENTS.maintenance] });
  // Events from before the gateway listened are not pushed.
  await publish(1, 2);
  fanout = new EventFanout(nc, createLogger('event-fanout-test'));
  fanout.subscribe((event) => heard.push(event.id));
  fanout.start();
}, 30_000);

afterAll(async () => {
  await fanout?.stop();
  await nc?.close();
  await nats?.stop();
});

it('pushes what comes after it started, and goes on after the last event heard once its consumer is gone', async () => {
  // The reader is listening once a fresh event reaches it (probes are numbered below 100).
  await until('the reader to start', () => {
    void publish(3, 3);
    return heard.length > 0;
  });
  const counted = () => heard.filter((id) => Number(id.split('-')[1]) >= 100);
  await publish(100, 102);
  await until('three more events', () => counted().length === 3);

  // The ordered consumer vanishes, as it does with the node that held it; events go on.
  const jsm = await nc.jetstreamManager();
  for await (const consumer of jsm.consumers.list(STREAM)) await jsm.consumers.delete(STREAM, consumer.name);
  await publish(103, 105);
  await until('the events published while the consumer was gone', () => heard.includes('event-105'));

  expect(heard).not.toContain('event-1');
  expect(heard).not.toContain('event-2');
  expect(counted()).toEqual(['event-100', 'event-101', 'event-102', 'event-103', 'event-104', 'event-105']);
}, 60_000);

it("pushes an action's event once, not its copy on the old subject (ADR 0087)", async () => {
  const js = nc.jetstream();
  const event = { ...orderCreated(200), subject: 'maintenance.event.order.completed' } as DomainEvent;
  await js.publish('maintenance.event.order.completed', eventCodec.encode(event));
  const copy = headers();
  copy.set(LEGACY_COPY_HEADER, 'maintenance.event.order.completed');
  await js.publish('maintenance.order.completed', eventCodec.encode({ ...event, subject: 'maintenance.order.completed' }), {
    headers: copy,
  });
  await publish(201, 201);
  await until('the event after the copy', () => heard.includes('event-201'));
  expect(heard.filter((id) => id === 'event-200')).toEqual(['event-200']);
}, 60_000);
