import { SEED_USER_TYPES } from '@portico/contracts';
import { peopleService } from '../people.service';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';

/** `/get-started` counts the caller's organization only, and a new record ticks a step at once. */
let api: ApiTestbed;

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService], mail: true });
}, 180_000);

afterAll(() => api?.stop());

it("counts the organization's properties, units and staff in the caller's scope", async () => {
  const harbor = await api.call('manager@portico.test', 'GET', '/get-started');
  const summit = await api.call('manager2@portico.test', 'GET', '/get-started');
  expect(harbor.status).toBe(200);
  expect(harbor.body).toEqual({
    properties: expect.any(Number),
    units: expect.any(Number),
    staff: expect.any(Number),
    staffInvites: expect.any(Number),
  });
  expect(harbor.body.properties).toBeGreaterThan(0);
  expect(harbor.body.units).toBeGreaterThan(0);
  // The two organizations' counts are their own.
  const harborList = await api.call('manager@portico.test', 'GET', '/properties?limit=1&status=active');
  expect(harbor.body.properties).toBe(harborList.body.total);
  const summitList = await api.call('manager2@portico.test', 'GET', '/properties?limit=1&status=active');
  expect(summit.body.properties).toBe(summitList.body.total);

  // Inviting a staff member ticks the third step.
  const invited = await api.call('manager@portico.test', 'POST', '/invites', {
    email: 'new.staff@example.com',
    firstName: 'Nia',
    lastName: 'New',
    userTypeId: SEED_USER_TYPES.staff,
  });
  expect(invited.status).toBe(201);
  const after = await api.call('manager@portico.test', 'GET', '/get-started');
  expect(after.body.staffInvites).toBe(harbor.body.staffInvites + 1);
  expect((await api.call('manager2@portico.test', 'GET', '/get-started')).body.staffInvites).toBe(summit.body.staffInvites);
  expect((await api.call(null, 'GET', '/get-started')).status).toBe(401);
});
