import { dailyActivityQuerySchema } from '../../daily-activity';
import { slugFor } from '../../permissions';
import { defineRoute } from '../../routes';
import { payment } from './payment';

/** Payments received on each day of a range, in the caller's scope (the dashboard's chart of the month). */
export const paymentDailyRoute = defineRoute({
  name: 'analytics.paymentDaily',
  summary: 'Payments per day',
  description:
    "Payments received on each day of a range (at most 32 days): succeeded payments by the day they were paid, refunds not counted; in the caller's scope.",
  domain: 'billing',
  method: 'GET',
  path: '/analytics/payment/daily',
  permission: slugFor(payment, 'list'),
  subject: 'billing.payment.daily',
  tag: 'Analytics',
  query: dailyActivityQuerySchema,
  example: { query: { from: '2026-06-01', to: '2026-06-30' } },
  ok: 'Each day of the range with its payments',
  errors: [401, 403, 422],
});
