import { SEED_PROPERTIES, SEED_UNITS } from '@portico/contracts';
import { stripeSignature } from '../stripe/loopback-server';
import { startBillingApi, TEST_WEBHOOK_SECRET, type BillingApi } from '../testing/billing-api';

/**
 * The card flow and Stripe's webhooks against real PostgreSQL and NATS (ADR 0033/0034): an
 * invoice is paid exactly once however its events arrive — twice, out of order, stale, forged,
 * replayed past tolerance — and however many tabs pay it; the ledger stays balanced.
 */
let api: BillingApi;
const MANAGER = 'manager@portico.test';
const RESIDENT = 'resident@portico.test';

beforeAll(async () => {
  api = await startBillingApi();
}, 120_000);

afterAll(async () => {
  await api?.stop();
});

/** A finalized invoice of unit 101 for `cents` (created, one line, submitted below the approval threshold). */
async function openInvoice(cents: number, title = 'Storage locker'): Promise<string> {
  const created = await api.call(MANAGER, 'POST', '/billings', {
    type: 'receivable',
    propertyId: SEED_PROPERTIES.harborView,
    unitId: SEED_UNITS.harborView101,
    title,
    dueDate: '2030-01-31',
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const line = await api.call(MANAGER, 'POST', '/billing-lines', { billingId: id, description: title, quantity: 1, unitAmount: cents });
  expect(line.status).toBe(201);
  const submitted = await api.call(MANAGER, 'POST', `/billings/${id}/submit`, {});
  expect(submitted.status).toBe(200);
  expect(submitted.body.state).toBe('open');
  return id;
}

const paymentsOf = (id: string) =>
  api.sql<{ state: string; total: string; kind: string }>(
    `select state, total, kind from billing.payments where billing_id = $1 order by created_at`,
    [id],
  );

async function ledgerBalanced(): Promise<void> {
  const [row] = await api.sql<{ d: string; c: string }>(
    `select coalesce(sum(debit),0) as d, coalesce(sum(credit),0) as c from billing.financial_entries`,
  );
  expect(row!.d).toBe(row!.c);
}

/** The invoice's receivable in the ledger equals its balance. */
async function receivableMatches(id: string): Promise<void> {
  const [ar] = await api.sql<{ n: string }>(
    `select coalesce(sum(debit - credit),0) as n from billing.financial_entries where billing_id = $1 and account = '1200'`,
    [id],
  );
  const [inv] = await api.sql<{ balance: string }>(`select balance from billing.billings where id = $1`, [id]);
  expect(ar!.n).toBe(inv!.balance);
}

const eventsFor = (piId: string) => api.stripe.events.filter((e) => (e.data as { object: { id?: string } }).object.id === piId);
const processed = async (eventId: string) =>
  (await api.sql(`select 1 from billing.webhook_events where event_id = $1 and processed_at is not null`, [eventId])).length === 1;

async function post(event: Record<string, unknown>, options: { timestamp?: number; secret?: string } = {}): Promise<number> {
  const payload = JSON.stringify(event);
  const res = await fetch(`${api.url}/api/v1/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignature(payload, options.secret ?? TEST_WEBHOOK_SECRET, options.timestamp),
    },
    body: payload,
  });
  return res.status;
}

describe('card payment and webhooks', () => {
  let invoiceId: string;
  let piId: string;

  it('the resident pays by credit card: the fee is its own line, the invoice is paid once, the event is stored and settles nothing more', async () => {
    invoiceId = await openInvoice(20000);
    // Harbor's rate is 2.5% (demo settings), below Visa's 3% cap: $5.00 on $200.00.
    const wrongFee = await api.call(RESIDENT, 'POST', `/billings/${invoiceId}/pay`, {
      paymentMethodId: 'pm_card_visa',
      attemptKey: 'tab-a',
      expectedFee: 0,
    });
    expect(wrongFee.status).toBe(409);
    const paid = await api.call(RESIDENT, 'POST', `/billings/${invoiceId}/pay`, {
      paymentMethodId: 'pm_card_visa',
      attemptKey: 'tab-a2',
      expectedFee: 500,
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ state: 'paid', amount: 20000, fee: 500, total: 20500, paid: 20500, balance: 0 });
    const lines = await api.call(RESIDENT, 'GET', `/billing-lines?billingId=${invoiceId}`);
    expect(lines.body.items.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['charge', 20000],
      ['fee', 500],
    ]);
    const [p] = await api.sql<{ provider_ref: string }>(
      `select provider_ref from billing.payments where billing_id = $1 and state = 'succeeded'`,
      [invoiceId],
    );
    piId = p!.provider_ref;
    const [succeeded] = eventsFor(piId);
    expect(succeeded?.type).toBe('payment_intent.succeeded');
    await api.until(() => processed(String(succeeded!.id)), 'the succeeded event to be processed');
    expect(await paymentsOf(invoiceId)).toEqual([{ state: 'succeeded', total: '20500', kind: 'payment' }]);
    await ledgerBalanced();
    await receivableMatches(invoiceId);
  });

  it('the same event twice: 2xx, stored once, no effect', async () => {
    const [succeeded] = eventsFor(piId);
    expect(await post(succeeded!)).toBe(200);
    expect(await post(succeeded!)).toBe(200);
    const rows = await api.sql(`select 1 from billing.webhook_events where event_id = $1`, [succeeded!.id]);
    expect(rows).toHaveLength(1);
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
  });

  it('a stale, out-of-order failure after success: the intent is re-read and nothing changes', async () => {
    const intent = api.stripe.intents.get(piId)!;
    const stale = {
      id: 'evt_stale_failure_1',
      object: 'event',
      type: 'payment_intent.payment_failed',
      created: Math.floor(Date.now() / 1000) - 60,
      data: { object: { ...intent, status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } } },
    };
    expect(await post(stale)).toBe(200);
    await api.until(() => processed('evt_stale_failure_1'), 'the stale event to be processed');
    expect(await paymentsOf(invoiceId)).toEqual([{ state: 'succeeded', total: '20500', kind: 'payment' }]);
    const invoice = await api.call(MANAGER, 'GET', `/billings/${invoiceId}`);
    expect(invoice.body).toMatchObject({ state: 'paid', balance: 0 });
  });

  it('a forged signature and a replay past tolerance are refused with 400 and stored nowhere', async () => {
    const [succeeded] = eventsFor(piId);
    const forged = { ...succeeded!, id: 'evt_forged_1' };
    expect(await post(forged, { secret: 'whsec_someone_else' })).toBe(400);
    expect(await post({ ...succeeded!, id: 'evt_replayed_1' }, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).toBe(400);
    const missing = await fetch(`${api.url}/api/v1/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(missing.status).toBe(400);
    const rows = await api.sql(`select 1 from billing.webhook_events where event_id in ('evt_forged_1', 'evt_replayed_1')`);
    expect(rows).toHaveLength(0);
  });

  it('two tabs (and a double click) paying one invoice: paid exactly once', async () => {
    const id = await openInvoice(9900, 'Bike storage');
    const attempts = await Promise.all([
      api.call(RESIDENT, 'POST', `/billings/${id}/pay`, { paymentMethodId: 'pm_card_visa', attemptKey: 'tab-1', expectedFee: 248 }),
      api.call(RESIDENT, 'POST', `/billings/${id}/pay`, { paymentMethodId: 'pm_card_visa', attemptKey: 'tab-2', expectedFee: 248 }),
      api.call(RESIDENT, 'POST', `/billings/${id}/pay`, { paymentMethodId: 'pm_card_visa', attemptKey: 'tab-1', expectedFee: 248 }),
    ]);
    expect(attempts.filter((a) => a.status === 200)).toHaveLength(1);
    expect(attempts.filter((a) => a.status === 409)).toHaveLength(2);
    expect((await paymentsOf(id)).filter((p) => p.state === 'succeeded')).toHaveLength(1);
    const charged = [...api.stripe.intents.values()].filter(
      (i) => (i.metadata as Record<string, string>).billingId === id && i.status === 'succeeded',
    );
    expect(charged).toHaveLength(1);
    await ledgerBalanced();
    await receivableMatches(id);
  });

  it('a declined card is a 422 with the card message, and leaves the invoice open', async () => {
    const id = await openInvoice(5000, 'Guest parking');
    const declined = await api.call(RESIDENT, 'POST', `/billings/${id}/pay`, {
      paymentMethodId: 'pm_card_chargeDeclined',
      attemptKey: 'd-1',
    });
    expect(declined.status).toBe(422);
    expect(JSON.stringify(declined.body)).toContain('Your card was declined.');
    const debit = await api.call(RESIDENT, 'POST', `/billings/${id}/pay`, {
      paymentMethodId: 'pm_card_visa_debit',
      attemptKey: 'd-2',
      expectedFee: 0,
    });
    expect(debit.status).toBe(200);
    expect(debit.body).toMatchObject({ state: 'paid', fee: 0, total: 5000 });
  });

  it('money that moved while our transaction was lost is recorded from the intent by its webhook', async () => {
    const id = await openInvoice(7000, 'Lost commit');
    const base = new URL(api.stripe.url);
    const res = await fetch(`${base.origin}/v1/payment_intents`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        amount: '7000',
        currency: 'usd',
        payment_method: 'pm_card_visa_debit',
        confirm: 'true',
        'metadata[billingId]': id,
        'metadata[amount]': '7000',
        'metadata[fee]': '0',
      }).toString(),
    });
    const intent = (await res.json()) as { id: string };
    const [event] = eventsFor(intent.id);
    await api.until(() => processed(String(event!.id)), 'the lost payment to be recorded');
    expect(await paymentsOf(id)).toEqual([{ state: 'succeeded', total: '7000', kind: 'payment' }]);
    await receivableMatches(id);
  });

  it('a refund is a credit note and a card refund; its charge.refunded webhook records nothing twice', async () => {
    const refunded = await api.call(MANAGER, 'POST', `/billings/${invoiceId}/refund`, { amount: 5000, reason: 'Locker was not available' });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ state: 'paid', credited: 5000, paid: 15500, balance: 0 });
    const refundEvent = api.stripe.events.find(
      (e) => e.type === 'charge.refunded' && (e.data as { object: { payment_intent: string } }).object.payment_intent === piId,
    );
    await api.until(() => processed(String(refundEvent!.id)), 'the refund event');
    expect((await paymentsOf(invoiceId)).map((p) => p.kind)).toEqual(['payment', 'refund']);
    const notes = await api.sql(`select number from billing.billings where credit_note_for = $1`, [invoiceId]);
    expect(notes).toHaveLength(1);
    await ledgerBalanced();
    await receivableMatches(invoiceId);
  });

  it('void only without payments (409 otherwise); a resident cannot pay another unit’s invoice', async () => {
    expect((await api.call(MANAGER, 'POST', `/billings/${invoiceId}/void`, { reason: 'mistake' })).status).toBe(409);
    const id = await openInvoice(3000, 'Voidable');
    const voided = await api.call(MANAGER, 'POST', `/billings/${id}/void`, { reason: 'Issued twice' });
    expect(voided.status).toBe(200);
    expect(voided.body.state).toBe('void');
    await receivableMatches(id);
    const other = await api.call(MANAGER, 'POST', '/billings', {
      type: 'receivable',
      propertyId: SEED_PROPERTIES.harborView,
      unitId: '2dab7e30-0000-4000-8000-000000000002',
      title: 'Unit 102 only',
      dueDate: '2030-01-31',
    });
    const foreign = await api.call(RESIDENT, 'POST', `/billings/${other.body.id}/pay`, {
      paymentMethodId: 'pm_card_visa',
      attemptKey: 'x',
    });
    expect(foreign.status).toBe(404);
    await ledgerBalanced();
  });
});
