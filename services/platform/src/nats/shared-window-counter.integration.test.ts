import { startAuthedNats, type AuthedNats } from '../testing';
import { SharedWindowCounter } from './shared-window-counter';

/**
 * Two gateway replicas spend one budget per client: counts in a JetStream bucket, with the
 * gateway's own NATS permissions (ADR 0013), and per process when the bucket is unreachable.
 */
let nats: AuthedNats;
beforeAll(async () => {
  nats = await startAuthedNats();
}, 60_000);
afterAll(() => nats?.stop());
const replica = (identity: 'gateway' | 'billing' = 'gateway') => nats.as(identity);

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
