import { OPEN_ORDER_STATES, SEED_ORGS, SEED_PROPERTIES } from '@portico/contracts';
import { peopleService } from '../../services/people/src/people.service';
import { communityService } from '../../services/community/src/community.service';
import { maintenanceService } from '../../services/maintenance/src/maintenance.service';
import { eventually, startApiTestbed, type ApiTestbed } from './testing/api-testbed';

/**
 * What each role sees is right. Names a person needs, through the record they may read: the service answering a read names
 * what the record references (property, unit, person) in `_refLabels`, without giving the
 * caller any read of the referenced records. Counts count what they say. Real people,
 * community and maintenance services.
 */
let api: ApiTestbed;

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService, communityService, maintenanceService] });
}, 180_000);

afterAll(() => api?.stop());

it('a vendor reads where the work is and who asked, not the property or the person', async () => {
  // The mirrors of people's records fill from its events after start.
  const listed = await eventually(
    () => api.call('vendor@portico.test', 'GET', '/orders?limit=50'),
    (res) =>
      (res.body.items as Record<string, any>[] | undefined)?.some((o) => o._refLabels?.[o.propertyId] && o._refLabels?.[o.parentOrgId]) ===
      true,
  );
  expect(listed.status).toBe(200);
  const order = (listed.body.items as Record<string, any>[]).find((o) => o._refLabels?.[o.propertyId])!;
  expect(order._refLabels[SEED_PROPERTIES.harborView]).toBe('Harbor View Apartments');
  expect(order._refLabels[SEED_ORGS.harbor]).toBe('Harbor Residential Group');
  if (order.unitId) expect(order._refLabels[order.unitId]).toMatch(/^\d+$/);
  if (order.requesterId) expect(order._refLabels[order.requesterId]).not.toContain('@');

  const read = await api.call('vendor@portico.test', 'GET', `/orders/${order.id as string}`);
  expect(read.body._refLabels).toMatchObject({ [SEED_PROPERTIES.harborView]: 'Harbor View Apartments' });
  // The names come with the order only: the property itself stays out of the vendor's reach.
  expect([403, 404]).toContain((await api.call('vendor@portico.test', 'GET', `/properties/${SEED_PROPERTIES.harborView}`)).status);
});

it('staff read a parcel’s recipient by name; lists name people, never by email', async () => {
  const parcels = await eventually(
    () => api.call('staff@portico.test', 'GET', '/parcel?limit=20'),
    (res) => (res.body.items as Record<string, any>[] | undefined)?.some((p) => p._refLabels?.[p.recipientUserId]) === true,
  );
  const parcel = (parcels.body.items as Record<string, any>[]).find((p) => p._refLabels?.[p.recipientUserId])!;
  expect(parcel._refLabels[parcel.recipientUserId]).toBe('Rosa Resident');
});

it('"Pending Work Orders" counts only the orders still to be worked', async () => {
  for (const who of ['manager@portico.test', 'resident@portico.test']) {
    const all = await api.call(who, 'GET', '/orders?limit=100');
    const pending = await api.call(who, 'GET', `/orders?limit=100&state=${OPEN_ORDER_STATES.join(',')}`);
    expect(pending.status).toBe(200);
    const states = (pending.body.items as { state: string }[]).map((o) => o.state);
    expect(states.every((s) => (OPEN_ORDER_STATES as readonly string[]).includes(s))).toBe(true);
    const done = (all.body.items as { state: string }[]).filter((o) => !(OPEN_ORDER_STATES as readonly string[]).includes(o.state));
    expect(done.length).toBeGreaterThan(0); // the seed has completed and cancelled orders
    expect(pending.body.total).toBe(all.body.total - done.length);
  }
  expect((await api.call('manager@portico.test', 'GET', '/orders?state=open,finished')).status).toBe(422);
});
