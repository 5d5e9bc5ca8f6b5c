import { SEED_PROPERTIES, addDays, todayIso } from '@portico/contracts';
import type { Db } from '@portico/platform';
import { startCommunityApi, type CommunityApi } from '../testing/community-api';
import { runBulletinBoard } from './bulletin-board.job';

/** Bulletins through the gateway as the real roles, and the board job with a chosen clock. */
let api: CommunityApi;
const MANAGER = 'manager@portico.test';
const RESIDENT = 'resident@portico.test';
const STAFF = 'staff@portico.test';
const SUMMIT_MANAGER = 'manager2@portico.test';
const NOTICE_TYPE = '4fcd9052-0000-4000-8000-000000000001';
const today = todayIso();
let seq = 0;

beforeAll(async () => {
  api = await startCommunityApi();
}, 180_000);
afterAll(() => api?.stop());

async function draft(extra: Record<string, unknown> = {}): Promise<Record<string, any>> {
  seq += 1;
  const res = await api.call(MANAGER, 'POST', '/bulletin', {
    title: `Notice ${seq} ${Date.now()}`,
    bulletinTypeId: NOTICE_TYPE,
    body: 'The lobby floors are being polished.',
    propertyId: SEED_PROPERTIES.harborView,
    startDate: today,
    endDate: addDays(today, 3),
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body;
}
const act = (who: string, id: string, action: string, body: Record<string, unknown> = {}) =>
  api.call(who, 'POST', `/bulletin/${id}/${action}`, body);
const runJob = (now: Date) => api.db.db.transaction((tx) => runBulletinBoard(api.db.db as unknown as Db, tx as unknown as Db, now));

it('refuses a bulletin without type or dates, with the spec messages, and an end before the start', async () => {
  const res = await api.call(MANAGER, 'POST', '/bulletin', { title: 'x', body: 'y', propertyId: SEED_PROPERTIES.harborView });
  expect(res.status).toBe(422);
  expect(res.body.details.fieldErrors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ path: 'bulletinTypeId', message: 'The Bulletin Type field is required' }),
      expect.objectContaining({ path: 'startDate', message: 'The Start Date field is required' }),
      expect.objectContaining({ path: 'endDate', message: 'The End Date field is required' }),
    ]),
  );
  const backwards = await api.call(MANAGER, 'POST', '/bulletin', {
    title: 'Backwards',
    body: 'y',
    bulletinTypeId: NOTICE_TYPE,
    propertyId: SEED_PROPERTIES.harborView,
    startDate: addDays(today, 3),
    endDate: today,
  });
  expect(backwards).toMatchObject({ status: 422, body: { details: { fieldErrors: [{ path: 'endDate' }] } } });
});

it('publishes now, refuses a second publish with 409, and residents see only published bulletins of their property', async () => {
  const created = await draft();
  expect(created).toMatchObject({ state: 'draft', urgent: false });
  // A draft is invisible to residents: not in their list, 404 by id.
  expect((await api.call(RESIDENT, 'GET', `/bulletin/${created.id}`)).status).toBe(404);
  expect(await act(RESIDENT, created.id, 'publish')).toMatchObject({ status: 403 });
  expect(await act(STAFF, created.id, 'publish')).toMatchObject({ status: 403 });
  const published = await act(MANAGER, created.id, 'publish');
  expect(published).toMatchObject({ status: 200, body: { state: 'published' } });
  expect(published.body.publishedAt).toEqual(expect.any(String));
  expect(await act(MANAGER, created.id, 'publish')).toMatchObject({ status: 409 });
  expect((await api.call(RESIDENT, 'GET', `/bulletin/${created.id}`)).status).toBe(200);

  const list = await api.call(RESIDENT, 'GET', '/bulletin?limit=100');
  expect(list.status).toBe(200);
  const items = list.body.items as Record<string, any>[];
  expect(items.length).toBeGreaterThan(0);
  expect(items.every((b) => b.state === 'published' && b.propertyId === SEED_PROPERTIES.harborView)).toBe(true);
  expect(items.map((b) => b.id)).toContain(created.id);
  // Urgent notices are pinned: every urgent one comes before every other.
  const firstPlain = items.findIndex((b) => !b.urgent);
  expect(items.slice(firstPlain).some((b) => b.urgent)).toBe(false);
  expect(items[0]!.urgent).toBe(true);

  // Another org's manager cannot see it at all.
  expect((await api.call(SUMMIT_MANAGER, 'GET', `/bulletin/${created.id}`)).status).toBe(404);
});

it('schedules by start date; the job publishes it on the day and expires it after the end date, each exactly once', async () => {
  const start = addDays(today, 2);
  const end = addDays(today, 4);
  const created = await draft({ startDate: start, endDate: end, urgent: true });
  expect(await act(MANAGER, created.id, 'schedule')).toMatchObject({ status: 200, body: { state: 'scheduled' } });
  expect(await act(MANAGER, created.id, 'schedule')).toMatchObject({ status: 409 });
  // A bulletin whose start date has come is published, not scheduled.
  const due = await draft();
  expect(await act(MANAGER, due.id, 'schedule')).toMatchObject({
    status: 422,
    body: { details: { fieldErrors: [{ path: 'startDate' }] } },
  });

  const events = async () =>
    api.sql<{ subject: string }>(`select subject from community.outbox where payload->'data'->>'id' = $1 order by created_at`, [
      created.id,
    ]);
  const state = async () => (await api.call(MANAGER, 'GET', `/bulletin/${created.id}`)).body.state;

  await runJob(new Date(`${addDays(today, 1)}T12:00:00Z`));
  expect(await state()).toBe('scheduled');
  await runJob(new Date(`${start}T00:01:00Z`));
  await runJob(new Date(`${start}T00:02:00Z`));
  expect(await state()).toBe('published');
  await runJob(new Date(`${end}T23:59:00Z`));
  expect(await state()).toBe('published');
  await Promise.all([runJob(new Date(`${addDays(end, 1)}T00:01:00Z`)), runJob(new Date(`${addDays(end, 1)}T00:01:00Z`))]);
  await runJob(new Date(`${addDays(end, 2)}T00:01:00Z`));
  expect(await state()).toBe('expired');
  expect((await events()).map((e) => e.subject)).toEqual([
    'community.bulletin.created',
    'community.event.bulletin.scheduled',
    'community.event.bulletin.published',
    'community.event.bulletin.expired',
  ]);
  const history = await api.call(MANAGER, 'GET', `/bulletin/${created.id}/history`);
  expect(history.status).toBe(200);

  // Expired bulletins leave the residents' board; archiving takes it off for good.
  expect((await api.call(RESIDENT, 'GET', `/bulletin/${created.id}`)).status).toBe(404);
  expect(await act(MANAGER, created.id, 'retire')).toMatchObject({ status: 200, body: { state: 'archived' } });
  expect(await act(MANAGER, created.id, 'retire')).toMatchObject({ status: 409 });
});

it('keeps the board order with edits, refuses an end before the start on edit, and a publish after the end date', async () => {
  const created = await draft({ startDate: addDays(today, -5), endDate: addDays(today, -1) });
  expect(created.boardOrder).toBe(`0-${addDays(today, -5)}`);
  const pinned = await api.call(MANAGER, 'PATCH', `/bulletin/${created.id}`, { urgent: true });
  expect(pinned).toMatchObject({ status: 200, body: { urgent: true, boardOrder: `1-${addDays(today, -5)}` } });
  expect(await api.call(MANAGER, 'PATCH', `/bulletin/${created.id}`, { endDate: addDays(today, -9) })).toMatchObject({
    status: 422,
    body: {
      details: { fieldErrors: [expect.objectContaining({ path: 'endDate', message: 'The End Date must be on or after the Start Date' })] },
    },
  });
  expect(await act(MANAGER, created.id, 'publish')).toMatchObject({
    status: 409,
    body: { message: 'The End Date has passed: change it before publishing' },
  });
  expect((await api.call(MANAGER, 'GET', `/bulletin/${created.id}`)).body.state).toBe('draft');
});
