import { SEED_ORGS, SEED_PROPERTIES, SEED_UNITS } from '@portico/contracts';
import { startCommunityApi, type CommunityApi } from '../testing/community-api';
import { SUGGESTION_CATEGORY } from './suggestions.seed';

/** Suggestions: numbers per org under concurrency, the lifecycle with official responses, scopes. */
let api: CommunityApi;
const MANAGER = 'manager@portico.test';
const STAFF = 'staff@portico.test';
const RESIDENT = 'resident@portico.test';
const SUMMIT_MANAGER = 'manager2@portico.test';
const OTHER_UNIT = '2dab7e30-0000-4000-8000-000000000002';

beforeAll(async () => {
  api = await startCommunityApi();
}, 180_000);
afterAll(() => api?.stop());

const suggest = (who: string, extra: Record<string, unknown> = {}) =>
  api.call(who, 'POST', '/suggestion-box', {
    title: `Idea ${Math.random().toString(36).slice(2, 8)}`,
    description: 'A bike repair stand in the bike room.',
    categoryId: SUGGESTION_CATEGORY.amenities,
    propertyId: SEED_PROPERTIES.harborView,
    ...extra,
  });
/** What the resident's form sends: their unit and themself (fixed on the form). */
const mine = () => ({ unitId: SEED_UNITS.harborView101, userId: api.account(RESIDENT).id });
const act = (who: string, id: string, action: string, body: Record<string, unknown> = {}) =>
  api.call(who, 'POST', `/suggestion-box/${id}/${action}`, body);

it('requires category, unit and user with the spec messages, and holds a resident to themself and their unit', async () => {
  const bare = await api.call(STAFF, 'POST', '/suggestion-box', { title: 'x', description: 'y', propertyId: SEED_PROPERTIES.harborView });
  expect(bare.status).toBe(422);
  expect(bare.body.details.fieldErrors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ path: 'categoryId', message: 'The Category field is required' }),
      expect.objectContaining({ path: 'unitId', message: 'The Unit field is required' }),
      expect.objectContaining({ path: 'userId', message: 'The User field is required' }),
    ]),
  );
  const mine = await suggest(RESIDENT, { unitId: SEED_UNITS.harborView101, userId: api.account(MANAGER).id });
  expect(mine).toMatchObject({ status: 201, body: { unitId: SEED_UNITS.harborView101, userId: api.account(RESIDENT).id, state: 'open' } });
  // A resident cannot suggest for another unit.
  expect((await suggest(RESIDENT, { unitId: OTHER_UNIT, userId: api.account(RESIDENT).id })).status).toBe(422);
});

it('numbers suggestions per org in sequence, without gaps or repeats under concurrency', async () => {
  const created = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      suggest(i % 2 ? STAFF : RESIDENT, i % 2 ? { unitId: OTHER_UNIT, userId: api.account(STAFF).id } : mine()),
    ),
  );
  expect(created.map((r) => r.status)).toEqual(Array(12).fill(201));
  const numbers = created.map((r) => r.body.number as number).sort((a, b) => a - b);
  expect(new Set(numbers).size).toBe(12);
  expect(numbers.at(-1)! - numbers[0]!).toBe(11);
  const [max] = await api.sql<{ n: number }>(`select max(number)::int as n from community.suggestions where parent_org_id = $1`, [
    SEED_ORGS.harbor,
  ]);
  expect(numbers.at(-1)).toBe(max!.n);
  // Summit counts on its own: its next number follows its own seeded one.
  const summit = await api.call(SUMMIT_MANAGER, 'POST', '/suggestion-box', {
    title: 'Summit idea',
    description: 'More bike racks.',
    categoryId: SUGGESTION_CATEGORY.summitCommon,
    propertyId: SEED_PROPERTIES.summitRidge,
    unitId: '2dab7e30-0000-4000-8000-000000000201',
    userId: api.account(SUMMIT_MANAGER).id,
  });
  expect(summit).toMatchObject({ status: 201, body: { number: 2 } });
});

it('runs open → planned → started → completed with official responses, mailing the author; wrong steps are 409', async () => {
  const { body: created } = await suggest(RESIDENT, mine());
  expect(await act(MANAGER, created.id, 'start')).toMatchObject({ status: 409 });
  expect(await act(RESIDENT, created.id, 'plan')).toMatchObject({ status: 403 });
  expect(await act(MANAGER, created.id, 'plan', { officialResponse: 'We will price it this month.' })).toMatchObject({
    status: 200,
    body: { state: 'planned', officialResponse: 'We will price it this month.' },
  });
  expect(await act(STAFF, created.id, 'start')).toMatchObject({
    status: 200,
    body: { state: 'started', officialResponse: 'We will price it this month.' },
  });
  expect(await act(MANAGER, created.id, 'complete', { officialResponse: 'Installed by the door.' })).toMatchObject({
    status: 200,
    body: { state: 'completed', officialResponse: 'Installed by the door.' },
  });
  expect(await act(MANAGER, created.id, 'decline', { officialResponse: 'late' })).toMatchObject({ status: 409 });
  const mails = await api.mailsTo('resident@portico.test', `#${created.number}`);
  expect(mails.map((m) => m.subject)).toEqual([
    expect.stringContaining('is planned'),
    expect.stringContaining('has started'),
    expect.stringContaining('is done'),
  ]);
  // The resident reads the answer on their own suggestion.
  expect((await api.call(RESIDENT, 'GET', `/suggestion-box/${created.id}`)).body).toMatchObject({
    officialResponse: 'Installed by the door.',
  });
});

it('declines only with a response, and marks duplicates of a suggestion of the same org', async () => {
  const { body: a } = await suggest(RESIDENT, mine());
  const { body: b } = await suggest(RESIDENT, mine());
  expect(await act(MANAGER, a.id, 'decline')).toMatchObject({
    status: 422,
    body: { details: { fieldErrors: [expect.objectContaining({ path: 'officialResponse', message: 'Write the official response' })] } },
  });
  expect(await act(MANAGER, a.id, 'decline', { officialResponse: 'Not this year.' })).toMatchObject({
    status: 200,
    body: { state: 'declined' },
  });
  expect(await act(MANAGER, b.id, 'mark-duplicate', { duplicateOfId: b.id })).toMatchObject({
    status: 422,
  });
  expect(await act(MANAGER, b.id, 'mark-duplicate', { duplicateOfId: a.id })).toMatchObject({
    status: 200,
    body: { state: 'duplicate', duplicateOfId: a.id },
  });
});

it('a resident sees only their own suggestions; another org sees none of Harbor’s', async () => {
  const { body: staffs } = await suggest(STAFF, { unitId: SEED_UNITS.harborView101, userId: api.account(STAFF).id });
  const mine = await api.call(RESIDENT, 'GET', '/suggestion-box?limit=100');
  expect(mine.status).toBe(200);
  expect(mine.body.items.length).toBeGreaterThan(2);
  expect(mine.body.items.every((s: Record<string, unknown>) => s.userId === api.account(RESIDENT).id)).toBe(true);
  // Even on their own unit, someone else's suggestion is not theirs to read.
  expect((await api.call(RESIDENT, 'GET', `/suggestion-box/${staffs.id}`)).status).toBe(404);
  const summit = await api.call(SUMMIT_MANAGER, 'GET', '/suggestion-box?limit=100');
  expect(summit.body.items.every((s: Record<string, unknown>) => s.parentOrgId === SEED_ORGS.summit)).toBe(true);
  expect((await api.call(SUMMIT_MANAGER, 'GET', `/suggestion-box/${staffs.id}`)).status).toBe(404);
});
