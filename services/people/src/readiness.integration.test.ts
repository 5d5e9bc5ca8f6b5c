import { sql } from 'drizzle-orm';
import { peopleService } from './people.service';
import { startApiTestbed, type ApiTestbed } from '../../../gateway/src/testing/api-testbed';

/**
 * Readiness reads each service's own database: a service whose database cannot answer within the
 * deadline is not ready, and the answer names it (on PostgreSQL and on the embedded database).
 */
let api: ApiTestbed;

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService] });
}, 180_000);

afterAll(() => api?.stop());

async function ready(): Promise<{ status: number; body: Record<string, any> }> {
  const res = await fetch(`${api.url}/api/health/ready`);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

it('names a domain whose database does not answer a read in time, and recovers when it does', async () => {
  expect((await ready()).body.details.services.people).toBe('ok');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const lockHeld = new Promise<void>((resolve) => (locked = resolve));
  // Hold the table readiness reads: on PostgreSQL the read waits for the lock, on the embedded
  // database for the one connection the transaction holds.
  const held = api.database('people').db.transaction(async (tx) => {
    await tx.execute(sql`lock table people.__migrations in access exclusive mode`);
    locked();
    await released;
  });
  try {
    // Ask only once the lock is held: on a busy machine the transaction may start after the probe.
    await Promise.race([lockHeld, held]);
    const stuck = await ready();
    expect(stuck.status).toBe(503);
    expect(stuck.body.details.services.people).toBe('database-unavailable');
    expect(stuck.body.message).toContain('people');
  } finally {
    release();
    await held;
  }
  expect((await ready()).body.details.services.people).toBe('ok');
});
