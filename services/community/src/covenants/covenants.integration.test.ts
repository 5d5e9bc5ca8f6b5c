import { SEED_PROPERTIES, SEED_UNITS, addDays, formatDate, todayIso } from '@portico/contracts';
import type { Db } from '@portico/platform';
import { startCommunityApi, type CommunityApi } from '../testing/community-api';
import { COVENANT_TYPE } from './covenants.seed';
import { flagOverdueRemedies } from './remedy-overdue.job';

/** Covenant enforcement: defaults and messages, notice and deadline, fines as billing's event, scopes. */
let api: CommunityApi;
const MANAGER = 'manager@portico.test';
const STAFF = 'staff@portico.test';
const RESIDENT = 'resident@portico.test';
const SUMMIT_MANAGER = 'manager2@portico.test';
const UNIT_108 = '2dab7e30-0000-4000-8000-000000000008';
const today = todayIso();

beforeAll(async () => {
  api = await startCommunityApi();
}, 180_000);
afterAll(() => api?.stop());

const report = (who: string, extra: Record<string, unknown> = {}) =>
  api.call(who, 'POST', '/covenants', {
    covenantTypeId: COVENANT_TYPE.noise,
    unitId: SEED_UNITS.harborView101,
    residentUserId: api.account(RESIDENT).id,
    propertyId: SEED_PROPERTIES.harborView,
    description: 'Party after midnight.',
    ...extra,
  });
const act = (who: string, id: string, action: string, body: Record<string, unknown> = {}) =>
  api.call(who, 'POST', `/covenants/${id}/${action}`, body);

it('takes the covenant type’s defaults, and names each missing term with the spec message', async () => {
  const created = await report(STAFF);
  expect(created).toMatchObject({
    status: 201,
    body: { state: 'reported', articleNumber: '4.2', fineAmount: 10000, daysToRemedy: 7, remedyOverdue: false },
  });
  const bare = await api.call(STAFF, 'POST', '/covenants', { propertyId: SEED_PROPERTIES.harborView });
  expect(bare.status).toBe(422);
  expect(bare.body.details.fieldErrors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ path: 'covenantTypeId', message: 'The Covenant Type field is required' }),
      expect.objectContaining({ path: 'unitId', message: 'The Unit field is required' }),
    ]),
  );
  const { body: type } = await api.call(MANAGER, 'POST', '/covenant-type', { name: `Bare rule ${Date.now()}` });
  const noTerms = await report(STAFF, { covenantTypeId: type.id });
  expect(noTerms.status).toBe(422);
  expect(noTerms.body.details.fieldErrors).toEqual([
    expect.objectContaining({ path: 'articleNumber', message: 'The article number field is required' }),
    expect.objectContaining({ path: 'fineAmount', message: 'The Fine Amount field is required' }),
    expect.objectContaining({ path: 'daysToRemedy', message: 'The No. of Days Remedy field is required' }),
    expect.objectContaining({ path: 'remedyDescription', message: 'The Remedy Description field is required' }),
  ]);
  // A fine is money in integer cents.
  expect((await report(STAFF, { fineAmount: 12.5 })).status).toBe(422);
});

it('answers a missing enforcement with its own not-found message', async () => {
  const res = await api.call(MANAGER, 'GET', '/covenants/00000000-0000-4000-8000-0000000000ff');
  expect(res).toMatchObject({ status: 404, body: { message: 'Covenant Enforcement Not Found' } });
});

it('flags a repeat offender: a second enforcement for the unit within 12 months', async () => {
  const first = await report(STAFF, { unitId: UNIT_108, residentUserId: undefined });
  expect(first.body.repeatOffender).toBe(false);
  const second = await report(STAFF, { unitId: UNIT_108, residentUserId: undefined, covenantTypeId: COVENANT_TYPE.pets });
  expect(second.body.repeatOffender).toBe(true);
  // The earlier case of the unit is flagged too.
  expect((await api.call(MANAGER, 'GET', `/covenants/${first.body.id}`)).body).toMatchObject({ repeatOffender: true, version: 2 });
  // Another unit's first enforcement is not.
  expect((await report(STAFF, { unitId: '2dab7e30-0000-4000-8000-000000000007', residentUserId: undefined })).body.repeatOffender).toBe(
    false,
  );
});

it('sends the notice with the remedy deadline, fines it with billing’s event, appeals and resolves; wrong steps are 409', async () => {
  const { body: created } = await report(STAFF, { fineAmount: 25000, daysToRemedy: 5 });
  // Residents do not see an enforcement until the notice goes out.
  expect((await api.call(RESIDENT, 'GET', `/covenants/${created.id}`)).status).toBe(404);
  expect(await act(STAFF, created.id, 'fine')).toMatchObject({ status: 403 });
  expect(await act(MANAGER, created.id, 'fine')).toMatchObject({ status: 409 });
  const noticed = await act(STAFF, created.id, 'send-notice');
  expect(noticed).toMatchObject({ status: 200, body: { state: 'notice', noticeDate: today, remedyDeadline: addDays(today, 5) } });
  const [mail] = await api.mailsTo('resident@portico.test', 'Covenant notice');
  expect(mail!.subject).toContain(`remedy by ${formatDate(addDays(today, 5), 'en')}`);
  expect(mail!.text).toContain('$250.00');
  expect(await act(STAFF, created.id, 'send-notice')).toMatchObject({ status: 409 });
  expect((await api.call(RESIDENT, 'GET', `/covenants/${created.id}`)).body).toMatchObject({ state: 'notice' });

  const fined = await act(MANAGER, created.id, 'fine', { fineAmount: 30000 });
  expect(fined).toMatchObject({ status: 200, body: { state: 'fined', fineAmount: 30000 } });
  const [event] = await api.sql<{ payload: Record<string, any> }>(
    `select payload from community.outbox where subject = 'community.event.covenantEnforcement.fined' and payload->'data'->>'id' = $1`,
    [created.id],
  );
  expect(event!.payload.data).toMatchObject({
    id: created.id,
    parentOrgId: created.parentOrgId,
    propertyId: SEED_PROPERTIES.harborView,
    unitId: SEED_UNITS.harborView101,
    residentUserId: api.account(RESIDENT).id,
    fineAmount: 30000,
  });
  expect(event!.payload.meta).toMatchObject({ action: 'fine', from: 'notice', to: 'fined' });

  expect(await act(RESIDENT, created.id, 'appeal')).toMatchObject({ status: 422 });
  expect(await act(RESIDENT, created.id, 'appeal', { reason: 'The party was next door, not in 101.' })).toMatchObject({
    status: 200,
    body: { state: 'appealed' },
  });
  expect(await act(RESIDENT, created.id, 'waive', { reason: 'x' })).toMatchObject({ status: 403 });
  expect(await act(MANAGER, created.id, 'waive', { reason: 'Confirmed: it was unit 201.' })).toMatchObject({
    status: 200,
    body: { state: 'waived' },
  });
  expect(await act(MANAGER, created.id, 'resolve')).toMatchObject({ status: 409 });
});

it('without a named resident, the notice goes to the unit’s resident accounts', async () => {
  const { body: created } = await report(STAFF, { residentUserId: undefined, covenantTypeId: COVENANT_TYPE.parking });
  expect(created.residentUserId).toBeNull();
  expect(await act(STAFF, created.id, 'send-notice')).toMatchObject({ status: 200, body: { state: 'notice' } });
  const mails = await api.mailsTo('resident@portico.test', 'Assigned parking only');
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain('/covenants/view/');
});

it('cures within the deadline; the job flags an uncured notice once its deadline has passed, once', async () => {
  const { body: cured } = await report(STAFF, { daysToRemedy: 2 });
  await act(STAFF, cured.id, 'send-notice');
  expect(await act(STAFF, cured.id, 'cure')).toMatchObject({ status: 200, body: { state: 'cured' } });
  expect(await act(MANAGER, cured.id, 'resolve')).toMatchObject({ status: 200, body: { state: 'resolved' } });

  const { body: late } = await report(STAFF, { daysToRemedy: 2 });
  await act(STAFF, late.id, 'send-notice');
  const run = (at: string) => api.db.db.transaction((tx) => flagOverdueRemedies(tx as unknown as Db, new Date(at)));
  await run(`${addDays(today, 2)}T23:00:00Z`);
  expect((await api.call(MANAGER, 'GET', `/covenants/${late.id}`)).body.remedyOverdue).toBe(false);
  await Promise.all([run(`${addDays(today, 3)}T01:00:00Z`), run(`${addDays(today, 3)}T01:00:00Z`)]);
  await run(`${addDays(today, 4)}T01:00:00Z`);
  expect((await api.call(MANAGER, 'GET', `/covenants/${late.id}`)).body).toMatchObject({ remedyOverdue: true, state: 'notice' });
  const flags = await api.sql(
    `select 1 from community.outbox where payload->'data'->>'id' = $1 and payload->'data'->>'remedyOverdue' = 'true'`,
    [late.id],
  );
  expect(flags).toHaveLength(1);
  expect(await api.mailsTo('manager@portico.test', 'Remedy deadline passed')).not.toHaveLength(0);
  expect((await api.call(MANAGER, 'GET', '/covenants?remedyOverdue=true&limit=100')).body.items.map((i: { id: string }) => i.id)).toContain(
    late.id,
  );
});

it('residents see resident-visible comments only, and comment as resident-visible; other orgs see nothing', async () => {
  const { body: created } = await report(STAFF);
  await act(STAFF, created.id, 'send-notice');
  const open = await api.call(STAFF, 'POST', '/covenant-comments', { covenantEnforcementId: created.id, body: 'Please call the office.' });
  const internal = await api.call(STAFF, 'POST', '/covenant-comments', {
    covenantEnforcementId: created.id,
    body: 'Second complaint from 201.',
    visibility: 'internal',
  });
  expect(open).toMatchObject({ status: 201, body: { visibility: 'resident', unitId: SEED_UNITS.harborView101 } });
  expect(internal).toMatchObject({ status: 201, body: { visibility: 'internal' } });
  const reply = await api.call(RESIDENT, 'POST', '/covenant-comments', {
    covenantEnforcementId: created.id,
    body: 'Will do.',
    visibility: 'internal',
  });
  expect(reply).toMatchObject({ status: 201, body: { visibility: 'resident', authorName: 'Rosa Resident' } });
  const seen = await api.call(RESIDENT, 'GET', `/covenant-comments?covenantEnforcementId=${created.id}`);
  expect(seen.body.items.map((c: { body: string }) => c.body)).toEqual(['Please call the office.', 'Will do.']);
  expect((await api.call(RESIDENT, 'GET', `/covenant-comments/${internal.body.id}`)).status).toBe(404);
  expect((await api.call(RESIDENT, 'GET', `/covenant-comments/${internal.body.id}/history`)).status).toBe(404);
  const staffSees = await api.call(MANAGER, 'GET', `/covenant-comments?covenantEnforcementId=${created.id}`);
  expect(staffSees.body.items).toHaveLength(3);

  // A resident's list holds their unit's noticed enforcements only; another org's manager sees none.
  const list = await api.call(RESIDENT, 'GET', '/covenants?limit=100');
  expect(list.body.items.length).toBeGreaterThan(0);
  expect(list.body.items.every((e: Record<string, unknown>) => e.unitId === SEED_UNITS.harborView101 && e.state !== 'reported')).toBe(true);
  expect((await api.call(SUMMIT_MANAGER, 'GET', `/covenants/${created.id}`)).status).toBe(404);
});
