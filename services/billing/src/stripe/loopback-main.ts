import { StripeLoopback } from './loopback-server';

/** `node dist/stripe/loopback-main.js`: the loopback Stripe the dev stack starts when no STRIPE_SECRET_KEY is set. */
const loopback = new StripeLoopback({
  port: Number(process.env.STRIPE_LOOPBACK_PORT ?? 0),
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_loopback',
  ...(process.env.STRIPE_WEBHOOK_URL ? { webhookUrl: process.env.STRIPE_WEBHOOK_URL } : {}),
});
void loopback.start().then((url) => console.log(`stripe loopback listening at ${url}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void loopback.stop().then(() => process.exit(0)));
