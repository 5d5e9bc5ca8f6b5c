import { createParser } from 'eventsource-parser';
import { Client } from 'pg';
import { SEED_PROPERTIES, SEED_UNITS } from '@portico/contracts';
import { peopleService } from '../../../services/people/src/people.service';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';
import type { PushChange } from './push-filter';

/** A browser's view of the push stream: every `change` message, in order, as it arrives. */
class ChangeStream {
  readonly changes: PushChange[] = [];
  /** The id of each change, as a reconnect would send it back in `Last-Event-ID`. */
  readonly eventIds: string[] = [];
  resets = 0;
  private waiters: (() => void)[] = [];
  private readonly abort = new AbortController();
  status = 0;
  contentType: string | null = null;
  closed = false;
  endedBy: unknown;

  static async open(api: ApiTestbed, email: string, lastEventId?: string): Promise<ChangeStream> {
    const stream = new ChangeStream();
    const res = await fetch(`${api.url}/api/v1/push/changes`, {
      headers: { authorization: `Bearer ${await api.token(email)}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: stream.abort.signal,
    });
    stream.status = res.status;
    stream.contentType = res.headers.get('content-type');
    if (res.ok && res.body) void stream.read(res.body);
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const parser = createParser({
      onEvent: (message) => {
        if (message.event === 'end') this.endedBy = JSON.parse(message.data);
        if (message.event === 'reset') this.resets += 1;
        if (message.event === 'change') {
          this.changes.push(JSON.parse(message.data) as PushChange);
          this.eventIds.push(message.id ?? '');
        }
        for (const wake of this.waiters.splice(0)) wake();
      },
    });
    try {
      const decoder = new TextDecoder();
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // aborted by close()
    }
    this.closed = true;
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves once a reset has arrived (the test's own timeout bounds it). */
  async waitForReset(): Promise<void> {
    while (!this.resets) await new Promise<void>((r) => this.waiters.push(r));
  }

  /** Resolves once the server has ended the stream (the test's own timeout bounds it). */
  async waitForEnd(): Promise<void> {
    while (!this.closed) await new Promise<void>((r) => this.waiters.push(r));
  }

  /** Resolves once a change of this record has arrived (the test's own timeout bounds it). */
  async waitFor(id: string): Promise<void> {
    while (!this.changes.some((c) => c.id === id)) await new Promise<void>((r) => this.waiters.push(r));
  }

  ids(): string[] {
    return this.changes.map((c) => c.id);
  }

  close(): void {
    this.abort.abort();
  }
}

let api: ApiTestbed;
const streams: ChangeStream[] = [];

beforeAll(async () => {
  // On credentials, as `npm start` runs it: the push readers need their JetStream permissions.
  api = await startApiTestbed({ services: [peopleService], natsAuth: true });
  // The demo seed's events are still being relayed; start once they are out, so the changes
  // under test are not queued behind thousands of seed events.
  const db = new Client({ connectionString: api.databases.people });
  await db.connect();
  for (;;) {
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from people.outbox where published_at is null');
    if (rows[0]!.n === 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await db.end();
});

afterAll(async () => {
  for (const s of streams) s.close();
  await api.stop();
});

async function created(path: string, body: Record<string, unknown>): Promise<string> {
  const res = await api.call('admin@portico.test', 'POST', path, body);
  expect(res.status).toBe(201);
  return res.body.id as string;
}

it('tells each subscriber of the changes in its own scope, and of nothing else', async () => {
  const open = async (email: string) => {
    const s = await ChangeStream.open(api, email);
    streams.push(s);
    expect(s.status).toBe(200);
    return s;
  };
  const manager = await open('manager@portico.test'); // Harbor org, every property
  const staff = await open('staff@portico.test'); // Harbor View only
  const resident = await open('resident@portico.test'); // unit 101 of Harbor View
  const otherOrg = await open('manager2@portico.test'); // Summit org

  // The gateway's stream reader may still be attaching: warm up until a change flows.
  let warmUp = '';
  for (let i = 0; i < 50 && !manager.changes.length; i++) {
    warmUp = await created('/pets', { unitId: SEED_UNITS.harborView101, name: `Warm ${i}`, type: 'dog' });
    await new Promise((r) => setTimeout(r, 100));
  }
  await manager.waitFor(warmUp);
  await Promise.all([staff.waitFor(warmUp), resident.waitFor(warmUp)]);
  const before = { manager: manager.ids().length, staff: staff.ids().length, resident: resident.ids().length };

  // In order, on one stream: each cross-tenant change is followed by one its viewers may see.
  const loftsUnit = await created('/units', { propertyId: SEED_PROPERTIES.harborLofts, unitNumber: 'L-901' });
  const petIn101 = await created('/pets', { unitId: SEED_UNITS.harborView101, name: 'Biscuit', type: 'dog' });
  const summitUnit = await created('/units', { propertyId: SEED_PROPERTIES.summitRidge, unitNumber: 'S-901' });
  const secondPet = await created('/pets', { unitId: SEED_UNITS.harborView101, name: 'Mochi', type: 'cat' });
  const secondSummitUnit = await created('/units', { propertyId: SEED_PROPERTIES.summitRidge, unitNumber: 'S-902' });

  await Promise.all([
    manager.waitFor(secondPet),
    staff.waitFor(secondPet),
    resident.waitFor(secondPet),
    otherOrg.waitFor(secondSummitUnit),
  ]);
  expect(manager.ids().slice(before.manager)).toEqual([loftsUnit, petIn101, secondPet]);
  expect(staff.ids().slice(before.staff)).toEqual([petIn101, secondPet]);
  expect(resident.ids().slice(before.resident)).toEqual([petIn101, secondPet]);
  expect(otherOrg.ids()).toEqual([summitUnit, secondSummitUnit]);
  expect(manager.changes.find((c) => c.id === loftsUnit)).toEqual({
    module: 'units',
    entity: 'unit',
    action: 'created',
    id: loftsUnit,
    version: 1,
  });
});

it('refuses a stream without a valid token', async () => {
  const res = await fetch(`${api.url}/api/v1/push/changes`);
  expect(res.status).toBe(401);
});

it("ends an archived user's stream as soon as their access ends, before any later change reaches it", async () => {
  const staff = await ChangeStream.open(api, 'staff@portico.test');
  streams.push(staff);
  let warmUp = '';
  for (let i = 0; i < 50 && !staff.changes.length; i++) {
    warmUp = await created('/pets', { unitId: SEED_UNITS.harborView101, name: `Warm end ${i}`, type: 'dog' });
    await new Promise((r) => setTimeout(r, 100));
  }
  await staff.waitFor(warmUp);
  const archived = await api.call('admin@portico.test', 'POST', `/users/${api.account('staff@portico.test').id}/archive`);
  expect(archived.status).toBe(200);
  // A change staff would have seen, made after their access ended: it must never reach them
  // (before, the stream kept delivering until its next 15 s re-check).
  const after = await created('/pets', { unitId: SEED_UNITS.harborView101, name: 'After access', type: 'cat' });
  await staff.waitForEnd();
  expect(staff.endedBy).toEqual({ reason: 'session' });
  expect(staff.ids()).not.toContain(after);
});

it('gives a stream reopened with Last-Event-ID the changes it missed, in order, and a reset when it no longer holds that point', async () => {
  const first = await ChangeStream.open(api, 'resident@portico.test');
  streams.push(first);
  expect(first.contentType).toMatch(/^text\/event-stream/);
  let warmUp = '';
  for (let i = 0; i < 50 && !first.changes.length; i++) {
    warmUp = await created('/pets', { unitId: SEED_UNITS.harborView101, name: `Warm resume ${i}`, type: 'dog' });
    await new Promise((r) => setTimeout(r, 100));
  }
  await first.waitFor(warmUp);
  const resumePoint = first.eventIds.at(-1)!;
  first.close();
  // Made while the resident was away; the second is out of their scope.
  const missed = await created('/pets', { unitId: SEED_UNITS.harborView101, name: 'While away', type: 'cat' });
  await created('/units', { propertyId: SEED_PROPERTIES.summitRidge, unitNumber: 'S-903' });
  const alsoMissed = await created('/pets', { unitId: SEED_UNITS.harborView101, name: 'Also while away', type: 'dog' });
  // The gateway has fanned them out once a live subscriber heard the last one.
  const witness = await ChangeStream.open(api, 'resident@portico.test');
  streams.push(witness);
  const probe = await created('/pets', { unitId: SEED_UNITS.harborView101, name: 'Probe', type: 'dog' });
  await witness.waitFor(probe);

  const resumed = await ChangeStream.open(api, 'resident@portico.test', resumePoint);
  streams.push(resumed);
  await resumed.waitFor(probe);
  expect(resumed.ids()).toEqual([missed, alsoMissed, probe]);
  expect(resumed.resets).toBe(0);

  const lost = await ChangeStream.open(api, 'resident@portico.test', 'an-event-this-gateway-never-held');
  streams.push(lost);
  await lost.waitForReset();
  expect(lost.ids()).toEqual([]);
});
