import { SEED_PROPERTIES } from '@portico/contracts';
import { CATEGORY, LOCATION } from '../seed';
import { startMaintenanceApi, type MaintenanceApi } from '../testing/maintenance-api';

/**
 * An order's sub location is declared within its location (issue 18): the service takes only a
 * child of the chosen location, on create and on update, whichever of the two changes.
 */
let api: MaintenanceApi;
const MANAGER = 'manager@portico.test';

beforeAll(async () => {
  api = await startMaintenanceApi();
}, 180_000);
afterAll(() => api?.stop());

const create = (extra: Record<string, unknown>) =>
  api.call(MANAGER, 'POST', '/orders', {
    title: `Flickering light ${Date.now()}`,
    propertyId: SEED_PROPERTIES.harborView,
    categoryId: CATEGORY.electrical,
    urgency: 'medium',
    description: 'It flickers.',
    ...extra,
  });

it('takes a child of the chosen location as its sub location', async () => {
  const res = await create({ locationId: LOCATION.north, subLocationId: LOCATION.lobby });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ locationId: LOCATION.north, subLocationId: LOCATION.lobby });
});

it('refuses a sub location outside the chosen location, or without one, with a 422 on the field', async () => {
  for (const body of [{ locationId: LOCATION.lobby, subLocationId: LOCATION.boiler }, { subLocationId: LOCATION.lobby }]) {
    const res = await create(body);
    expect(res.status).toBe(422);
    expect(res.body.details.fieldErrors).toEqual([
      expect.objectContaining({ path: 'subLocationId', message: 'Sub Location is not within the chosen Parent Location' }),
    ]);
  }
});

it('refuses an update that moves the location from under its sub location, and takes both moved together', async () => {
  const created = await create({ locationId: LOCATION.north, subLocationId: LOCATION.lobby });
  const id = created.body.id as string;
  const moved = await api.call(MANAGER, 'PATCH', `/orders/${id}`, { locationId: LOCATION.lobby });
  expect(moved.status).toBe(422);
  expect(moved.body.details.fieldErrors[0]).toMatchObject({ path: 'subLocationId' });
  const cleared = await api.call(MANAGER, 'PATCH', `/orders/${id}`, { locationId: LOCATION.lobby, subLocationId: null });
  expect(cleared.status).toBe(200);
  const again = await api.call(MANAGER, 'PATCH', `/orders/${id}`, { locationId: LOCATION.north, subLocationId: LOCATION.boiler });
  expect(again).toMatchObject({ status: 200, body: { locationId: LOCATION.north, subLocationId: LOCATION.boiler } });
});
