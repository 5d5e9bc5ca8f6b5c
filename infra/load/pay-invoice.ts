import { sleep } from 'k6';
import exec from 'k6/execution';
import type { Options } from 'k6/options';
import { get, pick, post, thresholds, type Page } from './api';

/**
 * Residents paying an open invoice by card. Against Stripe's test mode (or the loopback Stripe of
 * the embedded default) `PORTICO_PAYMENT_METHOD` is a test PaymentMethod such as `pm_card_visa`.
 */
export const options: Options = {
  scenarios: { pay: { executor: 'per-vu-iterations', vus: 10, iterations: 3, maxDuration: '5m' } },
  thresholds: { ...thresholds, 'http_req_duration{name:pay}': ['p(95)<2000'] },
};

interface Invoice {
  id: string;
  fee?: number | null;
}

export default function pay(): void {
  const invoice = pick(get<Page<Invoice>>('/billings?type=ar&state=open&limit=25', 'list')?.items);
  if (!invoice) return;
  get(`/billings/${invoice.id}`, 'record');
  post(
    `/billings/${invoice.id}/pay`,
    {
      paymentMethodId: __ENV.PORTICO_PAYMENT_METHOD ?? 'pm_card_visa',
      // One attempt per iteration: a retry of the same request is the same payment.
      attemptKey: `k6-${exec.vu.idInTest}-${exec.vu.iterationInScenario}-${invoice.id}`,
    },
    'pay',
  );
  sleep(2);
}
