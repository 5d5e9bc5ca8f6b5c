import { SEED_PROPERTIES } from '@portico/contracts';
import { CATEGORY } from '../seed';
import { startMaintenanceApi, type MaintenanceApi } from '../testing/maintenance-api';

/** The parts ledger through the gateway: movements move the stock, used parts cost the order. */
let api: MaintenanceApi;
const MANAGER = 'manager@portico.test';
const STAFF = 'staff@portico.test';

beforeAll(async () => {
  api = await startMaintenanceApi();
}, 180_000);
afterAll(() => api?.stop());

it('received and used movements keep stock, low stock and the order parts cost; an overdraw changes nothing', async () => {
  const part = await api.call(MANAGER, 'POST', '/parts', {
    name: 'Shut-off valve',
    partNumber: `SV-${Date.now()}`,
    unitPrice: 1_250,
    minimumQuantity: 5,
    propertyId: SEED_PROPERTIES.harborView,
  });
  expect(part).toMatchObject({ status: 201, body: { quantityOnHand: 0, lowStock: true } });
  const partId = part.body.id as string;
  const order = await api.call(MANAGER, 'POST', '/orders', {
    title: 'Valve replacement',
    propertyId: SEED_PROPERTIES.harborView,
    categoryId: CATEGORY.plumbing,
    urgency: 'high',
  });
  expect(order.status).toBe(201);
  const orderId = order.body.id as string;
  const move = (body: Record<string, unknown>, who = MANAGER) => api.call(who, 'POST', '/part-movements', { partId, ...body });
  const stock = async () => (await api.call(MANAGER, 'GET', `/parts/${partId}`)).body;
  const partsCost = async () => (await api.call(MANAGER, 'GET', `/orders/${orderId}`)).body.partsCost;
  const ledger = async () => (await api.call(MANAGER, 'GET', `/part-movements?partId=${partId}`)).body.items as unknown[];

  expect(await move({ kind: 'received', quantity: 10 })).toMatchObject({ status: 201, body: { quantity: 10, unitCost: 1_250 } });
  expect(await stock()).toMatchObject({ quantityOnHand: 10, lowStock: false });

  expect(await move({ kind: 'used', quantity: 3, orderId }, STAFF)).toMatchObject({ status: 201, body: { quantity: -3 } });
  expect(await stock()).toMatchObject({ quantityOnHand: 7, lowStock: false });
  expect(await partsCost()).toBe(3 * 1_250);

  const overdraw = await move({ kind: 'used', quantity: 8, orderId });
  expect(overdraw).toMatchObject({ status: 422, body: { details: { fieldErrors: [{ path: 'quantity', message: 'Only 7 in stock.' }] } } });
  expect((await move({ kind: 'used', quantity: 1 })).status).toBe(422); // which order?
  expect((await move({ kind: 'received', quantity: 0 })).status).toBe(422);
  expect(await stock()).toMatchObject({ quantityOnHand: 7, lowStock: false, version: 3 });
  expect(await partsCost()).toBe(3 * 1_250);
  expect(await ledger()).toHaveLength(2);

  // Under the minimum of 5: low stock; received back above it: not.
  expect((await move({ kind: 'used', quantity: 3, orderId })).status).toBe(201);
  expect(await stock()).toMatchObject({ quantityOnHand: 4, lowStock: true });
  expect(await partsCost()).toBe(6 * 1_250);
  expect((await move({ kind: 'adjusted', quantity: 2, note: 'Found in the van' })).status).toBe(201);
  expect(await stock()).toMatchObject({ quantityOnHand: 6, lowStock: false });
  expect(await ledger()).toHaveLength(4);
});

it('concurrent movements never lose one another', async () => {
  const part = await api.call(MANAGER, 'POST', '/parts', {
    name: 'Washer',
    partNumber: `W-${Date.now()}`,
    unitPrice: 10,
    propertyId: SEED_PROPERTIES.harborView,
  });
  const partId = part.body.id as string;
  const results = await Promise.all(
    Array.from({ length: 10 }, () => api.call(MANAGER, 'POST', '/part-movements', { partId, kind: 'received', quantity: 2 })),
  );
  expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
  expect((await api.call(MANAGER, 'GET', `/parts/${partId}`)).body).toMatchObject({ quantityOnHand: 20 });
});
