import Stripe from 'stripe';

/**
 * The Stripe SDK as configured: `STRIPE_SECRET_KEY` (a real account, test or live), or — the
 * embedded default, with no key — the loopback Stripe-compatible server `npm start` runs
 * (`STRIPE_API_BASE`, e.g. http://127.0.0.1:8199), so the whole card flow runs offline.
 */
export function stripeFromEnv(env: NodeJS.ProcessEnv = process.env): Stripe | undefined {
  const key = env.STRIPE_SECRET_KEY;
  const base = env.STRIPE_API_BASE;
  if (!key && !base) return undefined;
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000 };
  if (base) {
    const url = new URL(base);
    Object.assign(config, {
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      protocol: url.protocol.replace(':', ''),
    });
  }
  return new Stripe(key ?? 'sk_test_loopback', config);
}

/** How long a signed webhook stays acceptable (seconds): older ones are replays. Stripe's default. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Verifies a Stripe webhook on its raw body (throws when forged or too old) and returns the event. */
export function verifyStripeEvent(rawBody: string, signature: string, secret: string, now?: number): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now);
}

export type { Stripe };
