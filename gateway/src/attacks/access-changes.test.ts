import { SEED_ORGS, SEED_USER_TYPES } from '@portico/contracts';
import { peopleService } from '../../../services/people/src/people.service';
import { communityService } from '../../../services/community/src/community.service';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/** Access is data: changes hold on the very next request, and nobody grants above their own. */
let api: ApiTestbed;
const account = (email: string) => api.account(email);
const call = (email: string, method: string, path: string, body?: unknown) => api.call(email, method, path, body);

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService, communityService] });
});

afterAll(() => api.stop());

it('a role that loses a permission is refused on the next request, in gateway and service', async () => {
  expect((await call('resident@portico.test', 'GET', '/bulletin-type')).status).toBe(200);
  const resident = await call('admin@portico.test', 'GET', `/user-types/${SEED_USER_TYPES.resident}`);
  const without = (resident.body.permissions as string[]).filter((p) => p !== 'bulletin-type-list');
  expect((await call('admin@portico.test', 'PATCH', `/user-types/${SEED_USER_TYPES.resident}`, { permissions: without })).status).toBe(200);
  expect(await call('resident@portico.test', 'GET', '/bulletin-type')).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  // Given back, it works again at once.
  expect(
    (await call('admin@portico.test', 'PATCH', `/user-types/${SEED_USER_TYPES.resident}`, { permissions: resident.body.permissions }))
      .status,
  ).toBe(200);
  expect((await call('resident@portico.test', 'GET', '/bulletin-type')).status).toBe(200);
});

it('a disabled user is refused while their token is still valid, and a deleted one too', async () => {
  const staff = account('staff@portico.test');
  expect((await call('staff@portico.test', 'GET', '/units')).status).toBe(200);
  expect((await call('admin@portico.test', 'POST', `/users/${staff.id}/archive`)).status).toBe(200);
  expect(await call('staff@portico.test', 'GET', '/units')).toMatchObject({
    status: 401,
    body: { message: 'This user account is disabled' },
  });
  expect((await call('admin@portico.test', 'POST', `/users/${staff.id}/restore`)).status).toBe(200);
  expect((await call('staff@portico.test', 'GET', '/units')).status).toBe(200);

  const created = await call('admin@portico.test', 'POST', '/users', {
    firstName: 'Tess',
    lastName: 'Temp',
    email: 'tess.temp@example.com',
    userTypeId: SEED_USER_TYPES.staff,
    parentOrgId: SEED_ORGS.harbor,
  });
  expect(created.status).toBe(201);
  const tess = { id: created.body.id, email: 'tess.temp@example.com', name: 'Tess Temp', roles: ['staff'], org: SEED_ORGS.harbor };
  const tessToken = await api.token(tess);
  const asTess = () => fetch(`${api.url}/api/v1/units`, { headers: { authorization: `Bearer ${tessToken}` } });
  expect((await asTess()).status).toBe(200);
  expect((await call('admin@portico.test', 'POST', `/users/${tess.id}/archive`)).status).toBe(200);
  expect((await call('admin@portico.test', 'DELETE', `/users/${tess.id}`)).status).toBe(200);
  const refused = await asTess();
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toBe('User Not Found');
});

it('nobody grants a role above their own, or changes their own role', async () => {
  const manager = account('manager@portico.test');
  const asAdmin = await call('manager@portico.test', 'POST', '/users', {
    firstName: 'Eve',
    lastName: 'Escalate',
    email: 'eve@example.com',
    userTypeId: SEED_USER_TYPES.administrator,
  });
  expect(asAdmin).toMatchObject({ status: 403, body: { message: 'Only platform administrators can grant this role' } });

  const powerful = await call('admin@portico.test', 'POST', '/user-types', {
    name: 'Org Owner Plus',
    baseRole: 'property-manager',
    permissions: ['parentorg-update', 'units-list'],
  });
  expect(powerful.status).toBe(201);
  const above = await call('manager@portico.test', 'POST', '/users', {
    firstName: 'Eve',
    lastName: 'Escalate',
    email: 'eve@example.com',
    userTypeId: powerful.body.id,
  });
  expect(above).toMatchObject({ status: 403, body: { message: 'You cannot grant a role above your own' } });

  const own = await call('manager@portico.test', 'PATCH', `/users/${manager.id}`, { userTypeId: SEED_USER_TYPES.resident });
  expect(own).toMatchObject({ status: 403, body: { message: 'You cannot change your own role' } });

  const fine = await call('manager@portico.test', 'POST', '/users', {
    firstName: 'Rita',
    lastName: 'Renter',
    email: 'rita@example.com',
    userTypeId: SEED_USER_TYPES.resident,
  });
  expect(fine).toMatchObject({ status: 201, body: { parentOrgId: SEED_ORGS.harbor } });
  const duplicate = await call('manager@portico.test', 'POST', '/users', {
    firstName: 'Rita',
    lastName: 'Again',
    email: 'RITA@example.com',
    userTypeId: SEED_USER_TYPES.resident,
  });
  expect(duplicate).toMatchObject({
    status: 422,
    body: { details: { fieldErrors: [{ path: 'email', message: 'This email is already in use.' }] } },
  });
});

it('a sub type never grants more than its parent', async () => {
  const sub = await call('admin@portico.test', 'POST', '/user-types', {
    name: 'Night Staff',
    baseRole: 'staff',
    parentId: SEED_USER_TYPES.staff,
    permissions: ['units-list', 'users-create'],
  });
  expect(sub).toMatchObject({
    status: 422,
    body: { details: { fieldErrors: [{ path: 'permissions', message: 'A sub type cannot grant more than its parent: users-create' }] } },
  });
  const ok = await call('admin@portico.test', 'POST', '/user-types', {
    name: 'Night Staff',
    baseRole: 'staff',
    parentId: SEED_USER_TYPES.staff,
    permissions: ['units-list', 'units-read'],
  });
  expect(ok.status).toBe(201);
  expect((await call('admin@portico.test', 'POST', `/user-types/${SEED_USER_TYPES.staff}/archive`)).status).toBe(200);
  expect((await call('admin@portico.test', 'DELETE', `/user-types/${SEED_USER_TYPES.staff}`)).status).toBe(409);
  expect((await call('admin@portico.test', 'POST', `/user-types/${SEED_USER_TYPES.staff}/restore`)).status).toBe(200);
});

it('anyone edits their own profile, but never their role, email or scope through it', async () => {
  const updated = await call('resident@portico.test', 'PATCH', '/me/profile', {
    phone: '(206) 555-0199',
    emergencyContactName: 'Ana Resident',
  });
  expect(updated).toMatchObject({
    status: 200,
    body: { phone: '(206) 555-0199', emergencyContactName: 'Ana Resident', email: 'resident@portico.test' },
  });
  const sneaky = await call('resident@portico.test', 'PATCH', '/me/profile', {
    userTypeId: SEED_USER_TYPES.administrator,
    email: 'x@example.com',
    unitIds: [],
  });
  expect(sneaky).toMatchObject({
    status: 422,
    body: { details: { fieldErrors: [{ message: 'Field not allowed: userTypeId, email, unitIds' }] } },
  });
  expect((await call('resident@portico.test', 'GET', '/me/profile')).body).toMatchObject({ userTypeId: SEED_USER_TYPES.resident });
});
