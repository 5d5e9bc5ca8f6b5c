import { SEED_ORGS, SEED_PROPERTIES, formatDate, type SeedAccount } from '@portico/contracts';
import { CATEGORY, VENDOR } from '../seed';
import { eventually } from '../../../../gateway/src/testing/api-testbed';
import { startMaintenanceApi, type MaintenanceApi } from '../testing/maintenance-api';

/**
 * A request for proposal through the gateway: made from an order, vendors invited (a lapsed one
 * refused), sent, questioned, quoted line by line, closed and awarded to one bidder.
 */
let api: MaintenanceApi;
const MANAGER = 'manager@portico.test';
const BRIGHTFIX = 'vendor@portico.test';
/** Voltline's account: a vendor user of Harbor linked to Voltline Electric (the seed has none). */
let voltline: SeedAccount;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await startMaintenanceApi();
  // Elena joins as a vendor the way anyone does: a join request the manager approves.
  const joined = await api.call(null, 'POST', '/public/join-requests', {
    kind: 'vendor',
    firstName: 'Elena',
    lastName: 'Volt',
    email: 'dispatch@voltline.test',
    company: 'Voltline Electric',
    propertyCode: 'HV-01',
    password: 'voltline pass',
    confirmPassword: 'voltline pass',
  });
  expect(joined.status).toBe(201);
  expect((await api.call(MANAGER, 'POST', `/join-requests/${joined.body.id}/approve`, {})).status).toBe(200);
  const users = await api.call(MANAGER, 'GET', `/users?q=${encodeURIComponent('dispatch@voltline.test')}`);
  const userId = (users.body.items as { id: string; email: string }[]).find((u) => u.email === 'dispatch@voltline.test')!.id;
  voltline = {
    id: userId,
    email: 'dispatch@voltline.test',
    name: 'Elena Volt',
    roles: ['vendor'],
    org: SEED_ORGS.harbor,
    vendor: VENDOR.voltline,
  };
  await api.sql(`update maintenance.vendors set user_id = $1 where id = $2`, [userId, VENDOR.voltline]);
}, 180_000);
afterAll(() => api?.stop());

it('goes from an order to an awarded quote, the loser told and the order assigned to the winner', async () => {
  const order = await api.call(MANAGER, 'POST', '/orders', {
    title: `Replace the garage drain ${Date.now()}`,
    propertyId: SEED_PROPERTIES.harborView,
    categoryId: CATEGORY.plumbing,
    urgency: 'medium',
  });
  expect(order).toMatchObject({ status: 201, body: { state: 'open' } });
  const created = await api.call(MANAGER, 'POST', '/rfp', {
    title: 'Garage drain replacement',
    orderId: order.body.id,
    propertyId: SEED_PROPERTIES.harborView,
    scope: 'Replace 20 m of drain pipe.',
    sendQuestionDate: day(5),
    dueDate: day(10),
    decisionDate: day(12),
  });
  expect(created).toMatchObject({ status: 201, body: { state: 'draft' } });
  const rfpId = created.body.id as string;
  expect((await api.call(MANAGER, 'GET', `/orders/${order.body.id}`)).body).toMatchObject({ assignedType: 'rfp' });

  const invite = (vendorId: string) => api.call(MANAGER, 'POST', '/rfp-bids', { rfpId, vendorId, propertyId: SEED_PROPERTIES.harborView });
  const lapsed = await invite(VENDOR.coolAir);
  expect(lapsed.status).toBe(422);
  expect(lapsed.body.details.fieldErrors[0].message).toMatch(/insurance/);
  const bright = await invite(VENDOR.brightFix);
  const volt = await invite(VENDOR.voltline);
  expect([bright.status, volt.status]).toEqual([201, 201]);
  expect((await invite(VENDOR.brightFix)).status).toBe(422); // once per RFP
  // A third, compliant vendor is invited and never quotes.
  const tidy = await api.call(MANAGER, 'POST', '/vendors', {
    businessName: 'Tidy Drains',
    email: 'office@tidy.test',
    licenseExpiresOn: day(400),
    insuranceExpiresOn: day(400),
    bondExpiresOn: day(400),
  });
  expect(tidy.status).toBe(201);
  const silent = await invite(tidy.body.id);
  expect(silent.status).toBe(201);

  expect(await api.call(MANAGER, 'POST', `/rfp/${rfpId}/send`, {})).toMatchObject({ status: 200, body: { state: 'sent' } });
  for (const to of ['vendor@portico.test', 'dispatch@voltline.test', 'office@tidy.test'])
    expect(await api.mailsTo(to, 'Request for proposal: Garage drain replacement')).toHaveLength(1);

  // BrightFix asks; Voltline, another invitee, reads the question.
  const asked = await api.call(BRIGHTFIX, 'POST', '/rfp-questions', { rfpId, question: 'Is the garage closed during the work?' });
  expect(asked).toMatchObject({ status: 201, body: { askedBy: api.account(BRIGHTFIX).id } });
  const seen = await api.call(voltline, 'GET', `/rfp-questions?rfpId=${rfpId}`);
  expect(seen.status).toBe(200);
  expect(seen.body.items.map((q: { question: string }) => q.question)).toEqual(['Is the garage closed during the work?']);

  // Each vendor prices its own bid: total = Σ quantity × amount (minor units).
  const line = (who: string | SeedAccount, bidId: string, quantity: number, amountPerQty: number) =>
    api.call(who, 'POST', '/quote-lines', { bidId, description: `Line ${quantity}×${amountPerQty}`, quantity, amountPerQty });
  expect(await line(BRIGHTFIX, bright.body.id, 2, 12_550)).toMatchObject({ status: 201, body: { total: 25_100, position: 1 } });
  expect(await line(BRIGHTFIX, bright.body.id, 1.5, 8_000)).toMatchObject({ status: 201, body: { total: 12_000, position: 2 } });
  expect(await line(voltline, volt.body.id, 3, 9_999)).toMatchObject({ status: 201, body: { total: 29_997 } });
  // Nobody prices another vendor's bid.
  const foreign = await line(BRIGHTFIX, volt.body.id, 1, 1);
  expect(foreign).toMatchObject({ status: 422, body: { details: { fieldErrors: [{ path: 'bidId' }] } } });
  expect(await api.call(BRIGHTFIX, 'POST', `/rfp-bids/${bright.body.id}/submit-quote`, { quoteNote: 'Two days' })).toMatchObject({
    status: 200,
    body: { state: 'quoted', quoteTotal: 37_100, quoteNote: 'Two days' },
  });
  expect(await api.call(voltline, 'POST', `/rfp-bids/${volt.body.id}/submit-quote`, {})).toMatchObject({
    status: 200,
    body: { state: 'quoted', quoteTotal: 29_997 },
  });
  expect((await api.call(BRIGHTFIX, 'POST', `/rfp-bids/${volt.body.id}/submit-quote`, {})).status).toBe(404);

  // A bid without a quote cannot win, before or after bidding closes.
  expect(await api.call(MANAGER, 'POST', `/rfp/${rfpId}/award`, { bidId: silent.body.id })).toMatchObject({ status: 409 });
  expect(await api.call(MANAGER, 'POST', `/rfp/${rfpId}/close-bidding`, {})).toMatchObject({ status: 200, body: { state: 'evaluation' } });
  expect((await api.call(MANAGER, 'GET', `/rfp-bids/${silent.body.id}`)).body).toMatchObject({ state: 'no-response' });
  expect(await api.call(MANAGER, 'POST', `/rfp/${rfpId}/award`, { bidId: silent.body.id })).toMatchObject({
    status: 409,
    body: { message: 'Only a submitted quote can be awarded.' },
  });

  const awarded = await api.call(MANAGER, 'POST', `/rfp/${rfpId}/award`, { bidId: bright.body.id });
  expect(awarded).toMatchObject({ status: 200, body: { state: 'awarded', awardedVendorId: VENDOR.brightFix } });
  expect((await api.call(MANAGER, 'GET', `/orders/${order.body.id}`)).body).toMatchObject({
    state: 'assigned',
    assignedType: 'rfp',
    vendorId: VENDOR.brightFix,
    vendorUserId: api.account(BRIGHTFIX).id,
    laborCost: 37_100,
  });
  expect((await api.call(MANAGER, 'GET', `/rfp-bids/${bright.body.id}`)).body).toMatchObject({ state: 'awarded' });
  expect((await api.call(MANAGER, 'GET', `/rfp-bids/${volt.body.id}`)).body).toMatchObject({ state: 'lost' });
  expect(await api.mailsTo('vendor@portico.test', 'RFP awarded to you: Garage drain replacement')).toHaveLength(1);
  expect(await api.mailsTo('dispatch@voltline.test', 'RFP awarded: Garage drain replacement')).toHaveLength(1);
  // The winner now works the order.
  expect(await api.call(BRIGHTFIX, 'POST', `/orders/${order.body.id}/accept`, {})).toMatchObject({
    status: 200,
    body: { state: 'in-progress' },
  });
});

it('a record naming a parent that does not exist is a 4xx, never a 500', async () => {
  const missing = '00000000-0000-4000-8000-00000000dead';
  const attempts: [string, Record<string, unknown>][] = [
    ['/rfp', { title: 'Ghost', orderId: missing, dueDate: day(10) }],
    ['/rfp-bids', { rfpId: missing, vendorId: VENDOR.brightFix }],
    ['/rfp-questions', { rfpId: missing, question: 'Anyone?' }],
    ['/quote-lines', { bidId: missing, description: 'Ghost', quantity: 1, amountPerQty: 1 }],
    ['/part-movements', { partId: missing, kind: 'received', quantity: 1 }],
    ['/threads', { orderId: missing, subject: 'Ghost' }],
    ['/thread-messages', { threadId: missing, body: 'Ghost' }],
  ];
  for (const [path, body] of attempts) {
    const res = await api.call(MANAGER, 'POST', path, body);
    expect({ path, status: res.status >= 400 && res.status < 500 }).toEqual({ path, status: true });
  }
});

it('a vendor asks only about a tender it was invited to, while it is out for bids', async () => {
  const order = await api.call(MANAGER, 'POST', '/orders', {
    title: 'Lobby door closer',
    propertyId: SEED_PROPERTIES.harborView,
    categoryId: CATEGORY.appliances,
    urgency: 'low',
  });
  const rfp = await api.call(MANAGER, 'POST', '/rfp', { title: 'Door closer', orderId: order.body.id, dueDate: day(10) });
  expect(rfp.status).toBe(201);
  expect((await api.call(MANAGER, 'GET', `/orders/${order.body.id}`)).body).toMatchObject({ assignedType: 'rfp' });
  const ask = () => api.call(BRIGHTFIX, 'POST', '/rfp-questions', { rfpId: rfp.body.id, question: 'Which brand?' });
  expect(await ask()).toMatchObject({
    status: 422,
    body: { details: { fieldErrors: [{ path: 'rfpId', message: 'RFP not found on the selected Parent Org' }] } },
  });
  expect((await api.call(MANAGER, 'POST', '/rfp-bids', { rfpId: rfp.body.id, vendorId: VENDOR.brightFix })).status).toBe(201);
  expect(await ask()).toMatchObject({ status: 409, body: { message: 'This RFP is not taking questions.' } });
  expect((await api.call(MANAGER, 'POST', `/rfp/${rfp.body.id}/send`, {})).status).toBe(200);
  expect((await ask()).status).toBe(201);
  expect((await api.call(MANAGER, 'POST', `/rfp/${rfp.body.id}/cancel`, { reason: 'Fixed in house' })).status).toBe(200);
  expect((await ask()).status).toBe(409);
  // No longer out for bids and nobody on it: the order's assigned type is cleared (ADR 0085).
  const after = (await api.call(MANAGER, 'GET', `/orders/${order.body.id}`)).body;
  expect(after.assignedType ?? null).toBeNull();
});

it("words a vendor's mail in the language of the account behind its address, and a refusal in the reader's", async () => {
  // Voltline's address signs in as Elena, who reads Spanish; maintenance learns it from people's events.
  expect((await api.call('admin@portico.test', 'PATCH', `/users/${voltline.id}`, { language: 'es' })).status).toBe(200);
  await eventually(
    async () =>
      (
        await api.sql<{ l: string }>(`select data->>'language' as l from maintenance.mirror_records where entity = 'user' and id = $1`, [
          voltline.id,
        ])
      )[0]?.l,
    (l) => l === 'es',
  );
  const order = await api.call(MANAGER, 'POST', '/orders', {
    title: 'Roof hatch seal',
    propertyId: SEED_PROPERTIES.harborView,
    categoryId: CATEGORY.plumbing,
    urgency: 'low',
  });
  const rfp = await api.call(MANAGER, 'POST', '/rfp', {
    title: 'Hatch seal',
    orderId: order.body.id,
    sendQuestionDate: day(5),
    dueDate: day(10),
  });
  expect(rfp.status).toBe(201);
  const bids: Record<string, string> = {};
  for (const vendorId of [VENDOR.voltline, VENDOR.brightFix]) {
    const bid = await api.call(MANAGER, 'POST', '/rfp-bids', { rfpId: rfp.body.id, vendorId });
    expect(bid.status).toBe(201);
    bids[vendorId] = bid.body.id as string;
  }
  expect((await api.call(MANAGER, 'POST', `/rfp/${rfp.body.id}/send`, {})).status).toBe(200);

  const [spanish] = await api.mailsTo('dispatch@voltline.test', 'Solicitud de propuestas: Hatch seal');
  // Days as Spanish writes them ("05 ene 2099"), through the display module.
  const es = (d: string) => formatDate(d, 'es');
  expect(spanish?.text).toContain(
    `Te invitamos a cotizar «Hatch seal».\nPreguntas hasta el ${es(day(5))}; cotizaciones hasta el ${es(day(10))}.`,
  );
  // BrightFix's account reads English: the spec's wording, unchanged.
  const [english] = await api.mailsTo('vendor@portico.test', 'Request for proposal: Hatch seal');
  expect(english?.text).toContain(`You are invited to quote "Hatch seal".\nQuestions until ${day(5)}; quotes due ${day(10)}.`);

  // The same refusal, English by default and Spanish to a reader who asks for it (ADR 0077).
  const submit = (headers?: Record<string, string>) =>
    api.call(BRIGHTFIX, 'POST', `/rfp-bids/${bids[VENDOR.brightFix]}/submit-quote`, {}, headers);
  expect(await submit()).toMatchObject({
    status: 409,
    body: { key: 'rfp.addQuoteLine', message: 'Add at least one quote line before submitting.' },
  });
  expect(await submit({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).toMatchObject({
    status: 409,
    body: { key: 'rfp.addQuoteLine', message: 'Añade al menos una línea a la cotización antes de enviarla.' },
  });
});
