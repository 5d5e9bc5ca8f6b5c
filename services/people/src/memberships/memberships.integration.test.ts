import { SEED_ORGS, SEED_USER_TYPES } from '@portico/contracts';
import { peopleService } from '../people.service';
import { eventually, startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';

/**
 * One person, several organizations (ADR 0042): a manager adding an address that signs in
 * elsewhere gets the same answer as for a new one; the person confirms by mail, then works in
 * either organization with the one sign-in, and each organization sees only its own record.
 */
let api: ApiTestbed;

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService], mail: true });
}, 180_000);

afterAll(() => api?.stop());

const newUser = (email: string) => ({
  firstName: 'Rosa',
  lastName: 'Resident',
  email,
  userTypeId: SEED_USER_TYPES.resident,
});

async function mailTo(address: string, subject: RegExp) {
  const messages = await eventually(
    async () => api.mail!.messages.filter((m) => m.to.includes(address) && subject.test(m.subject)),
    (found) => found.length > 0,
  );
  return messages[messages.length - 1]!;
}

it('adds an address known elsewhere as a membership the person confirms, answering as for a new address', async () => {
  const fresh = await api.call('manager2@portico.test', 'POST', '/users', newUser('brand.new.person@example.com'));
  const known = await api.call('manager2@portico.test', 'POST', '/users', newUser('resident@portico.test'));
  expect(fresh.status).toBe(201);
  expect(known.status).toBe(201);
  expect(Object.keys(known.body).sort()).toEqual(Object.keys(fresh.body).sort());
  expect(known.body).toMatchObject({ email: 'resident@portico.test', parentOrgId: SEED_ORGS.summit, status: 'active' });

  // The same address twice in one organization is still refused, as before.
  const again = await api.call('manager2@portico.test', 'POST', '/users', newUser('resident@portico.test'));
  expect(again.status).toBe(422);
  expect(JSON.stringify(again.body)).toContain('This email is already in use.');

  // Until the person confirms, their sign-in works in their own organization only.
  const before = await api.call('resident@portico.test', 'GET', '/me/organizations');
  expect(before.body).toEqual([expect.objectContaining({ orgId: SEED_ORGS.harbor, current: true })]);
  const early = await api.call('resident@portico.test', 'PUT', '/me/organization', { orgId: SEED_ORGS.summit });
  expect(early.status).toBe(404);

  const mail = await mailTo('resident@portico.test', /Confirm that you work with/);
  expect(mail.text).toContain('Sully Summit added you to Summit Condo Partners');
  const token = /confirm-membership\?token=([\w-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  expect((await api.call(null, 'POST', '/public/memberships/confirm', { token: 'x'.repeat(43) })).status).toBe(404);
  expect((await api.call(null, 'POST', '/public/memberships/confirm', { token: 42 })).status).toBe(422);
  const confirmed = await api.call(null, 'POST', '/public/memberships/confirm', { token });
  expect(confirmed).toMatchObject({ status: 200, body: { org: 'Summit Condo Partners' } });
  expect((await api.call(null, 'POST', '/public/memberships/confirm', { token })).status).toBe(404);

  const organizations = await api.call('resident@portico.test', 'GET', '/me/organizations');
  expect(organizations.body.map((o: { orgId: string; current: boolean }) => [o.orgId, o.current]).sort()).toEqual(
    [
      [SEED_ORGS.harbor, true],
      [SEED_ORGS.summit, false],
    ].sort(),
  );

  // Switching: the same sign-in now acts as the Summit record, with Summit's scope.
  const switched = await api.call('resident@portico.test', 'PUT', '/me/organization', { orgId: SEED_ORGS.summit });
  expect(switched.status).toBe(200);
  const inSummit = await api.call('resident@portico.test', 'GET', '/me');
  expect(inSummit.body).toMatchObject({ userId: known.body.id, orgId: SEED_ORGS.summit });
  const profile = await api.call('resident@portico.test', 'GET', '/me/profile');
  expect(profile.body).toMatchObject({ id: known.body.id, parentOrgId: SEED_ORGS.summit });

  // Nobody switches into an organization they do not belong to.
  const outsider = await api.call('manager@portico.test', 'PUT', '/me/organization', { orgId: SEED_ORGS.summit });
  expect(outsider.status).toBe(404);

  // And back.
  await api.call('resident@portico.test', 'PUT', '/me/organization', { orgId: SEED_ORGS.harbor });
  expect((await api.call('resident@portico.test', 'GET', '/me')).body).toMatchObject({
    userId: api.account('resident@portico.test').id,
    orgId: SEED_ORGS.harbor,
  });
});

it('seeds a person who works for both demo organizations', async () => {
  const organizations = await api.call('staff@portico.test', 'GET', '/me/organizations');
  expect(organizations.body.map((o: { name: string }) => o.name)).toEqual(['Harbor Residential Group', 'Summit Condo Partners']);
  // Each organization sees its own record of the person, and only that one.
  const harbor = await api.call('manager@portico.test', 'GET', '/users?search=staff%40portico.test');
  const summit = await api.call('manager2@portico.test', 'GET', '/users?search=staff%40portico.test');
  const staffIn = (page: { body: unknown }) =>
    (page.body as { items: { email: string; parentOrgId: string }[] }).items
      .filter((u) => u.email === 'staff@portico.test')
      .map((u) => u.parentOrgId);
  expect(staffIn(harbor)).toEqual([SEED_ORGS.harbor]);
  expect(staffIn(summit)).toEqual([SEED_ORGS.summit]);
});
