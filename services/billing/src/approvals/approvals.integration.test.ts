import { SEED_PROPERTIES, SEED_UNITS, SEED_VENDORS } from '@portico/contracts';
import { startBillingApi, type BillingApi } from '../testing/billing-api';

/**
 * The invoice lifecycle's approvals through the API (ADR 0034): Harbor's demo rule (above
 * $1,000, its manager approves), a property override, reasons, bills (AP), refusals.
 */
let api: BillingApi;
const MANAGER = 'manager@portico.test';
const LOFTS_UNIT = '2dab7e30-0000-4000-8000-000000000101';

beforeAll(async () => {
  api = await startBillingApi();
}, 120_000);

afterAll(async () => {
  await api?.stop();
});

async function draft(body: Record<string, unknown>, cents: number): Promise<string> {
  const created = await api.call(MANAGER, 'POST', '/billings', { title: 'Approval test', dueDate: '2030-06-30', ...body });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  if (cents > 0)
    expect(
      (await api.call(MANAGER, 'POST', '/billing-lines', { billingId: id, description: 'Work', quantity: 1, unitAmount: cents })).status,
    ).toBe(201);
  return id;
}

const receivable = { type: 'receivable', propertyId: SEED_PROPERTIES.harborView, unitId: SEED_UNITS.harborView101 };

it('above the threshold an invoice waits for its approver; below it is finalized at once', async () => {
  const small = await draft(receivable, 50000);
  const open = await api.call(MANAGER, 'POST', `/billings/${small}/submit`, {});
  expect(open.body).toMatchObject({ state: 'open', total: 50000 });
  expect(open.body.number).toMatch(/^HBR-\d{5}$/);

  const large = await draft(receivable, 150000);
  const pending = await api.call(MANAGER, 'POST', `/billings/${large}/submit`, {});
  expect(pending.body).toMatchObject({ state: 'pending-approval', number: null });
  expect(pending.body.approverUserIds).toEqual([api.account(MANAGER).id]);
  // Staff hold no approve slug; the approver finalizes it (number, ledger).
  expect((await api.call('staff@portico.test', 'POST', `/billings/${large}/approve`, {})).status).toBe(403);
  const approved = await api.call(MANAGER, 'POST', `/billings/${large}/approve`, { reason: 'Board vote 12 Nov' });
  expect(approved.body).toMatchObject({ state: 'open', approvalReason: 'Board vote 12 Nov' });
  const entries = await api.sql(`select account, debit, credit from billing.financial_entries where billing_id = $1 order by account`, [
    large,
  ]);
  expect(entries).toEqual([
    { account: '1200', debit: '150000', credit: '0' },
    { account: '4000', debit: '0', credit: '150000' },
  ]);
});

it('rejecting needs a reason; a rejected draft is edited and submitted again', async () => {
  const id = await draft(receivable, 200000);
  await api.call(MANAGER, 'POST', `/billings/${id}/submit`, {});
  expect((await api.call(MANAGER, 'POST', `/billings/${id}/reject`, {})).status).toBe(422);
  const rejected = await api.call(MANAGER, 'POST', `/billings/${id}/reject`, { reason: 'Wrong unit' });
  expect(rejected.body).toMatchObject({ state: 'rejected', approvalReason: 'Wrong unit' });
  expect((await api.call(MANAGER, 'PATCH', `/billings/${id}`, { title: 'Corrected' })).status).toBe(200);
  expect((await api.call(MANAGER, 'POST', `/billings/${id}/submit`, {})).body.state).toBe('pending-approval');
});

it('a property’s own rule overrides the org’s: Harbor Lofts needs no approval', async () => {
  const rule = await api.call('admin@portico.test', 'POST', '/approval-rules', {
    parentOrgId: (await api.call(MANAGER, 'GET', `/properties/${SEED_PROPERTIES.harborLofts}`)).body.parentOrgId ?? undefined,
    name: 'Lofts: no approval',
    appliesTo: 'all',
    mode: 'none',
    appliesToPropertyId: SEED_PROPERTIES.harborLofts,
  });
  expect(rule.status).toBe(201);
  const id = await draft({ type: 'receivable', propertyId: SEED_PROPERTIES.harborLofts, unitId: LOFTS_UNIT }, 900000);
  expect((await api.call(MANAGER, 'POST', `/billings/${id}/submit`, {})).body.state).toBe('open');
});

it('a vendor bill: pending approval, approved, paid by check — payables against cash', async () => {
  const id = await draft({ type: 'payable', propertyId: SEED_PROPERTIES.harborView, vendorId: SEED_VENDORS.brightFix }, 250000);
  expect((await api.call(MANAGER, 'POST', `/billings/${id}/submit`, {})).body.state).toBe('pending-approval');
  const approved = await api.call(MANAGER, 'POST', `/billings/${id}/approve`, {});
  expect(approved.body).toMatchObject({ state: 'approved' });
  expect(approved.body.number).toMatch(/^BILL-\d{5}$/);
  expect((await api.call(MANAGER, 'POST', `/billings/${id}/record-payment`, { amount: 300000, method: 'check' })).status).toBe(422);
  const paid = await api.call(MANAGER, 'POST', `/billings/${id}/record-payment`, {
    amount: 250000,
    method: 'check',
    reference: 'Check 2001',
  });
  expect(paid.body).toMatchObject({ state: 'paid', balance: 0 });
  const [ap] = await api.sql<{ n: string }>(
    `select sum(credit - debit) as n from billing.financial_entries where billing_id = $1 and account = '2000'`,
    [id],
  );
  expect(ap!.n).toBe('0');
});

it('refuses what would be wrong: no lines, no unit, locked lines, voiding an invoice with a payment', async () => {
  const empty = await draft(receivable, 0);
  expect((await api.call(MANAGER, 'POST', `/billings/${empty}/submit`, {})).status).toBe(409);
  const noUnit = await draft({ type: 'receivable', propertyId: SEED_PROPERTIES.harborView }, 1000);
  const refused = await api.call(MANAGER, 'POST', `/billings/${noUnit}/submit`, {});
  expect(refused.status).toBe(422);
  expect(JSON.stringify(refused.body)).toContain('The Unit field is required');
  const id = await draft(receivable, 1000);
  await api.call(MANAGER, 'POST', `/billings/${id}/submit`, {});
  const line = await api.call(MANAGER, 'POST', '/billing-lines', { billingId: id, description: 'Late', quantity: 1, unitAmount: 500 });
  expect(line.status).toBe(409);
  await api.call(MANAGER, 'POST', `/billings/${id}/record-payment`, { amount: 400, method: 'cash' });
  const voided = await api.call(MANAGER, 'POST', `/billings/${id}/void`, { reason: 'Too late' });
  expect(voided.status).toBe(409);
  expect(voided.body.message).toContain('refund it by credit note');
  const missing = await api.call(MANAGER, 'GET', '/billings/00000000-0000-4000-8000-000000000000');
  expect(missing.status).toBe(404);
  expect(missing.body.message).toBe('Data record with id 00000000-0000-4000-8000-000000000000 not found');
});
