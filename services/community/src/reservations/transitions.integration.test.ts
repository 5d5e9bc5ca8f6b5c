import pg from 'pg';
import {
  ACTIONS,
  SEED_PROPERTIES,
  SEED_UNITS,
  actionPath,
  transitionRefusal,
  WEEKLY_HOURS_FIELDS,
  type ActionDef,
} from '@portico/contracts';
import { peopleService } from '../../../people/src/people.service';
import { communityService } from '../community.service';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';

/**
 * Generated transition table (ADR 0020) of the reservation lifecycle (ADR 0029): every declared
 * reservation action × every state. The record is put in the state directly in the database;
 * the action answers 200 iff the state is one of its `from`, else 409 naming the state, and a
 * refused call changes nothing. The caller is a platform administrator (every slug and scope,
 * and a manager for the approver rule); the reservation has started, so complete and no-show
 * may run.
 */
const ADMIN = 'admin@portico.test';
const actions = ACTIONS.filter((a) => a.entity.domain === 'community' && a.entity.name === 'reservation' && !a.internal);
const statesOf = (a: ActionDef) => (a.entity.fields[a.stateField]!.options ?? []).map((o) => o.value);
const cases = actions.flatMap((a) => statesOf(a).map((state) => ({ label: `reservation.${a.name} from ${state}`, action: a, state })));

let api: ApiTestbed;
let pool: pg.Pool;
let amenityId: string;
const sql = async <T = Record<string, any>>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[];

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService, communityService], requestTimeoutMs: 30_000 });
  pool = new pg.Pool({ connectionString: api.databases.community, max: 2 });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const [row] = await sql<{ n: number }>(`select count(*)::int as n from community.mirror_records where entity = 'unit'`);
    if (row!.n >= 40) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const created = await api.call(ADMIN, 'POST', '/amenities', {
    name: 'Transition table room',
    propertyId: SEED_PROPERTIES.harborView,
    ...Object.fromEntries(WEEKLY_HOURS_FIELDS.map((f) => [f, '00:00-24:00'])),
    maxPeople: 10_000,
  });
  expect(created.status).toBe(201);
  amenityId = created.body.id;
}, 180_000);
afterAll(async () => {
  await pool?.end();
  await api?.stop();
});

let day = 0;
/** A fresh reservation, moved to have started an hour ago. */
async function fixture(): Promise<string> {
  day += 1;
  const start = new Date(Date.now() + day * 86_400_000);
  start.setUTCHours(10, 0, 0, 0);
  const res = await api.call(ADMIN, 'POST', '/reservations', {
    amenityId,
    unitId: SEED_UNITS.harborView101,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 3_600_000).toISOString(),
  });
  expect(res.status).toBe(201);
  await sql(`update community.reservations set start_at = now() - interval '1 hour', end_at = now() + interval '1 hour' where id = $1`, [
    res.body.id,
  ]);
  return res.body.id;
}

const stateOf = async (id: string) =>
  (await sql<{ state: string; version: number }>(`select state, version from community.reservations where id = $1`, [id]))[0]!;

it('covers every state of every reservation action', () => {
  expect(actions.map((a) => a.name).sort()).toEqual(['approve', 'block', 'cancel', 'complete', 'noShow', 'reject']);
  expect(cases.length).toBe(actions.length * statesOf(actions[0]!).length);
});

let refusalFixture: string | undefined;

it.each(cases)('$label', async ({ action, state }) => {
  const allowed = action.from.includes(state);
  const id = allowed || !refusalFixture ? await fixture() : refusalFixture;
  if (!allowed) refusalFixture = id;
  await sql(`update community.reservations set state = $1 where id = $2`, [state, id]);
  const before = await stateOf(id);
  const res = await api.call(
    ADMIN,
    'POST',
    `/reservations/${id}/${actionPath(action)}`,
    action.reason ? { reason: 'Transition table' } : {},
  );
  if (allowed) {
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 200, message: undefined });
    expect(res.body.state).toBe(action.to ?? state);
    expect(res.body.version).toBe(before.version + 1);
  } else {
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(transitionRefusal(action, state));
    expect(await stateOf(id)).toEqual(before);
  }
});
