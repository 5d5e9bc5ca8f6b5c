// Billing's benches, found by run.mjs (one file per domain): signed webhooks stored and settled,
// recurring charges for 10,000 units and the accounting report over a million ledger entries.
import { benchBilling } from '../billing.mjs';
import { benchBillingWebhooks } from '../billing-webhooks.mjs';

export async function bench(ctx) {
  return { webhooks: await benchBillingWebhooks(ctx.adminUrl), ledger: await benchBilling() };
}
