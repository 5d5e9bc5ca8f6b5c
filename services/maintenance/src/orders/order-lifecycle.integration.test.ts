import { SEED_PROPERTIES, SEED_UNITS } from '@portico/contracts';
import { CATEGORY, VENDOR } from '../seed';
import { startMaintenanceApi, type MaintenanceApi } from '../testing/maintenance-api';

/**
 * A work order's life through the gateway as the real roles (domains.md): reported, approved,
 * dispatched, worked, completed, rated, closed, reopened — with the scope and compliance rules.
 */
let api: MaintenanceApi;
let seq = 0;
const MANAGER = 'manager@portico.test';
const STAFF = 'staff@portico.test';
const RESIDENT = 'resident@portico.test';
const VENDOR_USER = 'vendor@portico.test';

beforeAll(async () => {
  api = await startMaintenanceApi();
}, 180_000);
afterAll(() => api?.stop());

async function report(who: string, extra: Record<string, unknown> = {}): Promise<Record<string, any>> {
  seq += 1;
  const res = await api.call(who, 'POST', '/orders', {
    title: `Leaking tap ${seq} ${Date.now()}`,
    propertyId: SEED_PROPERTIES.harborView,
    unitId: SEED_UNITS.harborView101,
    categoryId: CATEGORY.plumbing,
    urgency: 'medium',
    description: 'The kitchen tap drips all night.',
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body;
}

const act = (who: string, id: string, action: string, body: Record<string, unknown> = {}) =>
  api.call(who, 'POST', `/orders/${id}/${action}`, body);

it('runs from a resident report to a reopened order, each step by its role', async () => {
  // The seeded manager approves maintenance requests for Harbor, so a resident's report waits.
  const reported = await report(RESIDENT);
  expect(reported).toMatchObject({ state: 'requested', requesterId: api.account(RESIDENT).id, reopenCount: 0 });
  const id = reported.id as string;
  const title = reported.title as string;

  expect(await act(MANAGER, id, 'approve')).toMatchObject({ status: 200, body: { state: 'open' } });
  const dispatched = await act(MANAGER, id, 'dispatch', { vendorId: VENDOR.brightFix, reason: 'Our plumber' });
  expect(dispatched).toMatchObject({
    status: 200,
    body: { state: 'assigned', vendorId: VENDOR.brightFix, vendorUserId: api.account(VENDOR_USER).id, assignedType: 'work-order' },
  });
  expect(await api.mailsTo('vendor@portico.test', title)).toEqual([
    expect.objectContaining({ subject: expect.stringContaining('has been assigned to you') }),
  ]);
  expect((await api.mailsTo('resident@portico.test', title)).map((m) => m.subject)).toEqual([
    expect.stringContaining('has been approved'),
    expect.stringContaining('has been assigned'),
  ]);

  expect(await act(VENDOR_USER, id, 'accept')).toMatchObject({ status: 200, body: { state: 'in-progress' } });
  expect(await act(VENDOR_USER, id, 'hold', {})).toMatchObject({
    status: 422,
    body: { details: { fieldErrors: [expect.objectContaining({ path: 'reason', message: 'A reason is required' })] } },
  });
  expect(await act(VENDOR_USER, id, 'hold', { reason: 'Waiting for a cartridge' })).toMatchObject({
    status: 200,
    body: { state: 'on-hold' },
  });
  expect(await act(VENDOR_USER, id, 'resume')).toMatchObject({ status: 200, body: { state: 'in-progress' } });
  expect(await act(VENDOR_USER, id, 'complete', { laborHours: 1.5 })).toMatchObject({ status: 422 });
  const completed = await act(VENDOR_USER, id, 'complete', { laborHours: 1.5, laborCost: 9000, completionNote: 'Replaced the cartridge.' });
  expect(completed).toMatchObject({
    status: 200,
    body: { state: 'completed', laborHours: 1.5, laborCost: 9000, completionNote: 'Replaced the cartridge.', completedOnTime: true },
  });
  expect(completed.body.completedAt).toEqual(expect.any(String));

  expect((await api.call(RESIDENT, 'GET', `/orders/${id}`)).body).toMatchObject({ state: 'completed' });
  // Only the requester rates: the manager holds the slug but did not report the problem.
  expect(await act(MANAGER, id, 'rate', { rating: 2 })).toMatchObject({ status: 403 });
  expect((await act(VENDOR_USER, id, 'rate', { rating: 5 })).status).toBe(403);
  expect((await act(RESIDENT, id, 'rate', { rating: 6 })).status).toBe(422);
  expect(await act(RESIDENT, id, 'rate', { rating: 5 })).toMatchObject({ status: 200, body: { state: 'completed', rating: 5 } });

  expect((await act(RESIDENT, id, 'close')).status).toBe(403);
  const closed = await act(MANAGER, id, 'close');
  expect(closed).toMatchObject({ status: 200, body: { state: 'closed' } });
  expect(closed.body.closedAt).toEqual(expect.any(String));
  expect((await act(RESIDENT, id, 'reopen', {})).status).toBe(422);
  expect(await act(RESIDENT, id, 'reopen', { reason: 'Dripping again' })).toMatchObject({
    status: 200,
    body: { state: 'open', reopenCount: 1, closedAt: null, completedAt: null },
  });

  const history = await api.call(MANAGER, 'GET', `/orders/${id}/history`);
  expect(history.status).toBe(200);
  const steps = (history.body.items as { kind: string; meta?: { action: string; reason?: string } }[])
    .filter((e) => e.meta)
    .map((e) => [e.meta!.action, e.meta!.reason ?? null]);
  expect(steps).toEqual([
    ['approve', null],
    ['dispatch', 'Our plumber'],
    ['accept', null],
    ['hold', 'Waiting for a cartridge'],
    ['resume', null],
    ['complete', null],
    ['rate', null],
    ['close', null],
    ['reopen', 'Dripping again'],
  ]);
  const stateChanges = (history.body.items as { changes: { field: string; to: unknown }[] }[]).flatMap((e) =>
    e.changes.filter((c) => c.field === 'state').map((c) => c.to),
  );
  expect(stateChanges).toEqual(['open', 'assigned', 'in-progress', 'on-hold', 'in-progress', 'completed', 'closed', 'open']);
  // Managers hear of the resident's report and of its reopening.
  expect((await api.mailsTo('manager@portico.test', title)).map((m) => m.subject)).toEqual([
    expect.stringContaining('has been reported'),
    expect.stringContaining('has been reopened'),
  ]);
});

it('a manager-created order starts open', async () => {
  expect(await report(MANAGER)).toMatchObject({ state: 'open', requesterId: api.account(MANAGER).id });
});

it('refuses to dispatch a vendor whose insurance lapsed, naming the document', async () => {
  const { id } = await report(MANAGER);
  const res = await act(MANAGER, id, 'dispatch', { vendorId: VENDOR.coolAir });
  expect(res.status).toBe(422);
  expect(res.body.details.fieldErrors).toEqual([
    expect.objectContaining({ path: 'vendorId', message: expect.stringMatching(/CoolAir HVAC .*insurance/) }),
  ]);
  expect((await api.call(MANAGER, 'GET', `/orders/${id}`)).body).toMatchObject({ state: 'open', vendorId: null });
});

it('a vendor cannot see or act on an order dispatched to another vendor', async () => {
  const { id } = await report(MANAGER);
  expect((await act(MANAGER, id, 'dispatch', { vendorId: VENDOR.voltline })).status).toBe(200);
  expect((await act(VENDOR_USER, id, 'accept')).status).toBe(404);
  expect((await api.call(VENDOR_USER, 'GET', `/orders/${id}`)).status).toBe(404);
  expect((await api.call(MANAGER, 'GET', `/orders/${id}`)).body).toMatchObject({ state: 'assigned', vendorId: VENDOR.voltline });
});

it('staff cannot complete an order assigned to another staff member', async () => {
  const { id } = await report(MANAGER);
  const other = api.account(MANAGER).id;
  expect(await act(MANAGER, id, 'assign', { assignedStaffId: other })).toMatchObject({ status: 200, body: { assignedStaffId: other } });
  expect((await act(MANAGER, id, 'accept')).status).toBe(200);
  const res = await act(STAFF, id, 'complete', { laborHours: 1, completionNote: 'Not mine' });
  expect(res).toMatchObject({ status: 403, body: { message: 'This order is assigned to another staff member.' } });
  expect((await api.call(MANAGER, 'GET', `/orders/${id}`)).body).toMatchObject({ state: 'in-progress' });
  // Work under way is not reassigned by a new assignment.
  expect((await act(MANAGER, id, 'assign', { assignedStaffId: api.account(STAFF).id })).status).toBe(409);
});

it('of ten concurrent accepts of one assigned order exactly one wins', async () => {
  const { id } = await report(MANAGER);
  expect((await act(MANAGER, id, 'dispatch', { vendorId: VENDOR.brightFix })).status).toBe(200);
  const results = await Promise.all(Array.from({ length: 10 }, () => act(VENDOR_USER, id, 'accept')));
  expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
  const loser = results.find((r) => r.status === 409)!;
  expect(loser.body.message).toBe('A maintenance order that is In progress cannot be accepted');
  const history = await api.call(MANAGER, 'GET', `/orders/${id}/history`);
  expect((history.body.items as { meta?: { action: string } }[]).filter((e) => e.meta?.action === 'accept')).toHaveLength(1);
});

it('the calendar lists the orders due within a date range', async () => {
  const dates = ['2031-02-27', '2031-03-01', '2031-03-15', '2031-03-31', '2031-04-01'];
  for (const dueDate of dates) await report(MANAGER, { dueDate, title: `Calendar ${dueDate}` });
  const res = await api.call(MANAGER, 'GET', '/orders?dueDateFrom=2031-03-01&dueDateTo=2031-03-31&sort=dueDate&direction=asc&limit=50');
  expect(res.status).toBe(200);
  expect(res.body.items.map((o: { dueDate: string }) => o.dueDate)).toEqual(['2031-03-01', '2031-03-15', '2031-03-31']);
  expect((await api.call(MANAGER, 'GET', '/orders?dueDateFrom=March')).status).toBe(422);
});
