import { defineDailyActivityRoute } from '../../daily-activity';
import { payment } from './payment';

/** Payments received on each day of a range, in the caller's scope (the dashboard's chart of the month). */
export const paymentDailyRoute = defineDailyActivityRoute({
  name: 'analytics.paymentDaily',
  summary: 'Payments per day',
  description:
    "Payments received on each day of a range (at most 32 days): succeeded payments by the day they were paid, refunds not counted; in the caller's scope.",
  domain: 'billing',
  path: '/analytics/payment/daily',
  entity: payment,
  subject: 'billing.payment.daily',
  ok: 'Each day of the range with its payments',
});
