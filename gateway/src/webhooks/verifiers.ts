import Stripe from 'stripe';
import type { WebhookProvider } from '@portico/contracts';

/** A verified webhook: its id (for the inbox) and type. */
export interface VerifiedWebhook {
  eventId: string;
  type: string;
}

/** Checks a signature on the raw body and returns the event's id, or throws (forged, replayed, malformed). */
export type WebhookVerifier = (rawBody: Buffer, signature: string, secret: string) => VerifiedWebhook;

/** Stripe's scheme (`t=…,v1=…` HMAC-SHA256 of `t.body`, 5-minute tolerance), through the official SDK. */
const stripeSignature: WebhookVerifier = (rawBody, signature, secret) => {
  const event = Stripe.webhooks.constructEvent(rawBody, signature, secret, 300);
  return { eventId: event.id, type: event.type };
};

/** Verifiers by scheme name: a new provider declares one of these (or adds its scheme here). */
export const WEBHOOK_VERIFIERS: Record<WebhookProvider['verifier'], WebhookVerifier> = {
  'stripe-signature': stripeSignature,
};
