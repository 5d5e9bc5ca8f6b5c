import Stripe from 'stripe';
import { peopleService } from '../../../people/src/people.service';
import { maintenanceService } from '../../../maintenance/src/maintenance.service';
import { createBillingService } from '../billing.service';
import { StripeLoopback } from '../stripe/loopback-server';
import { startApiTestbed, type ApiTestbed } from '../../../../gateway/src/testing/api-testbed';

export const TEST_WEBHOOK_SECRET = 'whsec_test_billing_suite';

/**
 * People, maintenance (vendors) and billing behind the gateway, with the loopback Stripe delivering signed webhooks to
 * the gateway's webhook route: the card flow end to end on real PostgreSQL and NATS.
 */
export interface BillingApi extends ApiTestbed {
  stripe: StripeLoopback;
  sql<T = Record<string, any>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Waits until `check` holds (webhooks are processed after the 2xx). */
  until(check: () => Promise<boolean>, what: string): Promise<void>;
}

export async function startBillingApi(): Promise<BillingApi> {
  process.env.STRIPE_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;
  const stripe = new StripeLoopback({ webhookSecret: TEST_WEBHOOK_SECRET });
  const base = new URL(await stripe.start());
  const sdk = new Stripe('sk_test_loopback', { host: base.hostname, port: Number(base.port), protocol: 'http', maxNetworkRetries: 0 });
  const billing = createBillingService({ stripe: sdk, webhookSecret: TEST_WEBHOOK_SECRET });
  const api = await startApiTestbed({ services: [peopleService, maintenanceService, billing], requestTimeoutMs: 30_000 });
  stripe.webhookUrl = `${api.url}/api/v1/webhooks/stripe`;
  // Through the service's own connection: the same on PostgreSQL and on the embedded database.
  const sql = <T>(text: string, params: unknown[] = []) => api.database('billing').query<T>(text, params);
  const until = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for ${what}`);
  };
  // References resolve against the people mirror: wait for the seeded units and users.
  await until(async () => {
    const [row] = await sql<{ n: number; v: number }>(
      `select count(*) filter (where entity in ('unit', 'user'))::int as n, count(*) filter (where entity = 'vendor')::int as v from billing.mirror_records`,
    );
    return row!.n >= 10 && row!.v >= 1;
  }, 'the people and vendor mirrors');
  return {
    ...api,
    stripe,
    sql,
    until,
    async stop() {
      await api.stop();
      await stripe.stop();
    },
  };
}
