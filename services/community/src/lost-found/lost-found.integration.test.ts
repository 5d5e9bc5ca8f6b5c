import { SEED_PROPERTIES } from '@portico/contracts';
import { startCommunityApi, type CommunityApi } from '../testing/community-api';

/** Lost and found: reports by residents and staff, claim and return, property scope. */
let api: CommunityApi;
const STAFF = 'staff@portico.test';
const RESIDENT = 'resident@portico.test';
const SUMMIT_MANAGER = 'manager2@portico.test';

beforeAll(async () => {
  api = await startCommunityApi();
}, 180_000);
afterAll(() => api?.stop());

const report = (who: string, extra: Record<string, unknown> = {}) =>
  api.call(who, 'POST', '/lost-found', {
    itemName: 'Silver watch',
    kind: 'found',
    phoneNumber: '(206) 555-0100',
    incidentAt: '2026-11-20T18:30:00.000Z',
    location: 'Gym',
    propertyId: SEED_PROPERTIES.harborView,
    ...extra,
  });
const act = (who: string, id: string, action: string, body: Record<string, unknown> = {}) =>
  api.call(who, 'POST', `/lost-found/${id}/${action}`, body);

it('records a report with its incident date and time, and refuses one without', async () => {
  const res = await report(RESIDENT, { kind: 'lost', itemName: 'Blue scarf' });
  expect(res).toMatchObject({
    status: 201,
    body: { state: 'open', kind: 'lost', reportedById: api.account(RESIDENT).id },
  });
  expect(Date.parse(res.body.incidentAt)).toBe(Date.parse('2026-11-20T18:30:00.000Z'));
  const missing = await api.call(STAFF, 'POST', '/lost-found', { itemName: 'x', kind: 'found', propertyId: SEED_PROPERTIES.harborView });
  expect(missing).toMatchObject({ status: 422, body: { details: { fieldErrors: [{ path: 'incidentAt' }] } } });
});

it('a resident claims a found item for themself; staff hand it back; repeated steps are 409', async () => {
  const { body: item } = await report(STAFF);
  const claimed = await act(RESIDENT, item.id, 'claim');
  expect(claimed).toMatchObject({ status: 200, body: { state: 'claimed', claimantUserId: api.account(RESIDENT).id, claimantName: expect.any(String) } });
  expect(await act(RESIDENT, item.id, 'claim')).toMatchObject({ status: 409 });
  expect(await act(RESIDENT, item.id, 'return')).toMatchObject({ status: 403 });
  const returned = await act(STAFF, item.id, 'return');
  expect(returned).toMatchObject({ status: 200, body: { state: 'returned' } });
  expect(returned.body.returnedAt).toEqual(expect.any(String));
  expect(await act(STAFF, item.id, 'return')).toMatchObject({ status: 409 });
});

it('staff name the claimant at the desk; a resident cannot claim a lost item', async () => {
  const { body: found } = await report(STAFF);
  expect(await act(STAFF, found.id, 'claim')).toMatchObject({ status: 422, body: { details: { fieldErrors: [{ path: 'claimantName' }] } } });
  expect(await act(STAFF, found.id, 'claim', { claimantName: 'Dana Doe (102)' })).toMatchObject({
    status: 200,
    body: { state: 'claimed', claimantName: 'Dana Doe (102)' },
  });
  const { body: lost } = await report(STAFF, { kind: 'lost' });
  expect(await act(RESIDENT, lost.id, 'claim')).toMatchObject({ status: 409 });
});

it('residents read their property’s log only; another org sees none of it', async () => {
  const list = await api.call(RESIDENT, 'GET', '/lost-found?limit=100');
  expect(list.status).toBe(200);
  expect(list.body.items.length).toBeGreaterThan(0);
  expect(list.body.items.every((i: Record<string, unknown>) => i.propertyId === SEED_PROPERTIES.harborView)).toBe(true);
  const { body: item } = await report(STAFF);
  expect((await api.call(SUMMIT_MANAGER, 'GET', `/lost-found/${item.id}`)).status).toBe(404);
  // A resident cannot edit the log.
  expect((await api.call(RESIDENT, 'PATCH', `/lost-found/${item.id}`, { location: 'Roof' })).status).toBe(403);
});
