import { Client } from 'pg';
import { peopleService } from '../../../services/people/src/people.service';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/**
 * Records whose list page serializes past NATS's 1 MB limit: the page is cut to the reply
 * budget and its cursor continues; the service keeps answering.
 */
let api: ApiTestbed;
const admin = 'admin@portico.test';
const WIDE = 150;

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService] });
  const first = await api.call(admin, 'GET', '/units?limit=1');
  if (first.status !== 200) throw new Error(`listing a unit answered ${first.status}: ${JSON.stringify(first.body)}`);
  const template = (first.body.items as { id: string }[])[0]!.id;
  // Each note costs ~14 KB as JSON: quotes and backslashes escape to two bytes, € takes three.
  const notes = '"\\€'.repeat(2000);
  const db = new Client({ connectionString: api.databases.people });
  await db.connect();
  await db.query(
    `INSERT INTO people.units
       SELECT (jsonb_populate_record(NULL::people.units, to_jsonb(u) || jsonb_build_object(
         'id', gen_random_uuid(), 'unit_number', 'W-' || lpad(g::text, 3, '0'), 'building', 'Wide', 'notes', $2::text))).*
       FROM people.units u, generate_series(1, ${WIDE}) g WHERE u.id = $1`,
    [template, notes],
  );
  await db.end();
});

afterAll(async () => {
  await api.stop();
});

it('cuts an oversized page to the budget and continues it with the cursor', async () => {
  const seen = new Set<string>();
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = `/units?building=Wide&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await api.call(admin, 'GET', query);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(WIDE);
    const items = res.body.items as { id: string; notes: string }[];
    expect(items.length).toBeGreaterThan(0);
    if (pages === 0) expect(items.length).toBeLessThan(100);
    for (const item of items) seen.add(item.id);
    cursor = res.body.nextCursor as string | null;
    pages += 1;
  } while (cursor && pages < 20);
  expect(cursor).toBeNull();
  expect(seen.size).toBe(WIDE);
});

it('keeps answering after serving oversized pages', async () => {
  const res = await api.call(admin, 'GET', '/units?building=Wide&limit=100');
  expect(res.status).toBe(200);
  const again = await api.call(admin, 'GET', '/properties?limit=5');
  expect(again.status).toBe(200);
});
