// Billing webhooks (ADR 0033/0034): how fast signed Stripe events are verified and stored (the
// part answered before 2xx) and then settled (PaymentIntent re-read, payment and ledger
// written), with every event delivered twice. Prints JSON. Standalone:
// `node infra/bench/billing-webhooks.mjs` (DATABASE_URL, or a private PostgreSQL).
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { SEED_ORGS, SEED_PROPERTIES, SEED_UNITS } from '@portico/contracts';
import { createLogger, openDatabase, systemPrincipal } from '@portico/platform';
import { createTestDatabase, startPrivatePostgres } from '@portico/platform/testing';
import Stripe from 'stripe';
import pg from 'pg';
import { StripeLoopback, stripeSignature } from '../../services/billing/dist/stripe/loopback-server.js';
import { CardPayments } from '../../services/billing/dist/payments/card-payments.js';
import { StripeWebhooks } from '../../services/billing/dist/webhooks/stripe-webhooks.js';
import { createInvoice } from '../../services/billing/dist/invoices/create-invoice.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 300);
const SECRET = 'whsec_bench';

export async function benchBillingWebhooks(adminUrl) {
  const cleanups = [];
  try {
    process.env.DATABASE_URL = adminUrl;
    const testDb = await createTestDatabase('portico_bwh');
    cleanups.push(() => testDb.drop());
    const database = await openDatabase({
      url: testDb.url,
      schema: 'billing',
      migrationsFolder: join(root, 'services/billing/migrations'),
      poolSize: 8,
    });
    cleanups.push(() => database.close());
    const loopback = new StripeLoopback({ webhookSecret: SECRET });
    loopback.deliver = false; // the bench delivers the events itself, twice each
    const base = new URL(await loopback.start());
    cleanups.push(() => loopback.stop());
    const sdk = new Stripe('sk_test_bench', { host: base.hostname, port: Number(base.port), protocol: 'http' });
    const webhooks = new StripeWebhooks(database.db, new CardPayments(sdk), createLogger('bench-webhooks'), SECRET);
    const actor = systemPrincipal('scheduler', SEED_ORGS.harbor);
    for (let i = 0; i < EVENTS; i += 1) {
      const made = await database.db.transaction((tx) =>
        createInvoice(tx, actor, {
          type: 'receivable',
          parentOrgId: SEED_ORGS.harbor,
          propertyId: SEED_PROPERTIES.harborView,
          unitId: SEED_UNITS.harborView101,
          dueDate: '2030-01-01',
          lines: [{ description: `Bench ${i}`, amount: 10_000 + i }],
          status: 'open',
        }),
      );
      await sdk.paymentIntents.create({
        amount: 10_000 + i,
        currency: 'usd',
        payment_method: 'pm_card_visa_debit',
        confirm: true,
        metadata: { billingId: made.billing.id, amount: String(10_000 + i), fee: '0' },
      });
    }
    const deliveries = loopback.events
      .filter((e) => e.type === 'payment_intent.succeeded')
      .flatMap((event) => {
        const rawBody = JSON.stringify(event);
        const delivery = { provider: 'stripe', eventId: event.id, type: event.type, rawBody, signature: stripeSignature(rawBody, SECRET) };
        return [delivery, delivery];
      });
    // Received as the gateway hands them over: verified again, stored, repeats acknowledged.
    const started = performance.now();
    let duplicates = 0;
    for (const delivery of deliveries) if ((await webhooks.receive(delivery)).duplicate) duplicates += 1;
    const receiveSeconds = (performance.now() - started) / 1000;
    // Drained: each stored event re-reads its PaymentIntent and settles its invoice once.
    const drainStarted = performance.now();
    while ((await webhooks.sweep()) > 0);
    await new Promise((r) => setTimeout(r, 200));
    while ((await webhooks.sweep()) > 0);
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    const client = new pg.Client({ connectionString: testDb.url });
    await client.connect();
    const { rows } = await client.query(
      `select (select count(*) from billing.payments where state = 'succeeded')::int as paid,
              (select sum(debit) - sum(credit) from billing.financial_entries)::int as imbalance`,
    );
    await client.end();
    return {
      benchmark: 'billing webhooks (Stripe, each event delivered twice)',
      events: deliveries.length,
      duplicatesIgnored: duplicates,
      receivePerSecond: Number((deliveries.length / receiveSeconds).toFixed(1)),
      // Settling starts as each event is stored; this is until the last invoice was paid.
      allSettledSeconds: Number((receiveSeconds + drainSeconds).toFixed(2)),
      invoicesPaid: rows[0]?.paid,
      ledgerImbalanceCents: rows[0]?.imbalance,
    };
  } finally {
    for (const cleanup of cleanups.reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch(() => undefined);
  }
}

/** Prints this bench's JSON (standalone; run.mjs takes the results through domains/billing.mjs). */
export async function printBillingWebhooksBench(adminUrl) {
  console.log(JSON.stringify(await benchBillingWebhooks(adminUrl), null, 2));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let adminUrl = process.env.DATABASE_URL;
  let server;
  if (!adminUrl) {
    server = await startPrivatePostgres();
    adminUrl = server.url;
  }
  await printBillingWebhooksBench(adminUrl).finally(() => server?.stop());
  setTimeout(() => process.exit(0), 300).unref();
}
