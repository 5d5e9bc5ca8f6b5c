import { connect, type NatsConnection } from 'nats';
import { startPrivateNats, type PrivateNats } from '../testing';
import { natsConnectionOptions } from './connect';
import { SharedWindowCounter } from './shared-window-counter';

/**
 * Two gateway replicas spend one budget per client: counts in a JetStream bucket, with the
 * gateway's own NATS permissions (ADR 0013), and per process when the bucket is unreachable.
 */
let nats: PrivateNats;
const connections: NatsConnection[] = [];

beforeAll(async () => {
  nats = await startPrivateNats(undefined, { auth: true });
}, 60_000);

afterAll(async () => {
  for (const nc of connections) await nc.close().catch(() => undefined);
  await nats?.stop();
});

async function replica(identity: 'gateway' | 'billing' = 'gateway'): Promise<NatsConnection> {
  const nc = await connect({ servers: nats.url, ...natsConnectionOptions(nats.credentials![identity]) });
  connections.push(nc);
  return nc;
}

it('counts one window across replicas, each hit exactly once, even when they race', async () => {
  const [a, b] = [new SharedWindowCounter(await replica(), 60_000), new SharedWindowCounter(await replica(), 60_000)];
  const now = Date.parse('2026-11-26T12:00:30Z');
  const hits = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).hit('203.0.113.7', now)));
  expect(hits.every((h) => h.shared)).toBe(true);
  expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  expect(hits[0]!.resetAt).toBe(Date.parse('2026-11-26T12:01:00Z'));
  // Another client has its own budget; the next window starts again at one.
  expect((await a.hit('198.51.100.9', now)).count).toBe(1);
  expect((await b.hit('203.0.113.7', Date.parse('2026-11-26T12:01:00Z'))).count).toBe(1);
});

it('counts per process when the bucket cannot be used (here: an identity without rights to it)', async () => {
  const counter = new SharedWindowCounter(await replica('billing'), 60_000);
  const now = Date.parse('2026-11-26T13:00:00Z');
  const first = await counter.hit('203.0.113.8', now);
  const second = await counter.hit('203.0.113.8', now);
  expect([first.shared, second.shared]).toEqual([false, false]);
  expect([first.count, second.count]).toEqual([1, 2]);
});
