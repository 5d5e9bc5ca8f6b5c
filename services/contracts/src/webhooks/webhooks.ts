import type { Domain } from '../messaging/subjects';

/**
 * Webhook route types (ADR 0033): a provider calling us is DECLARED here — which service owns
 * its events, which verifier checks its signature and where the secret lives — and the gateway's
 * one generic route (`POST /api/v1/webhooks/{provider}`) does the rest: raw body kept, signature
 * verified before anything else (400 when forged or replayed), event handed over NATS to the
 * owning service, which stores its id in an inbox before the 2xx and ignores repeats.
 */
export interface WebhookProvider {
  /** URL segment: `/api/v1/webhooks/<provider>`. */
  provider: string;
  /** The service that owns the provider's events (and stores them). */
  domain: Domain;
  /** Name of the gateway's signature verifier for this provider's scheme. */
  verifier: 'stripe-signature';
  /** Environment variable holding the signing secret. */
  secretEnv: string;
  /** Header carrying the signature. */
  signatureHeader: string;
}

export const WEBHOOK_PROVIDERS: readonly WebhookProvider[] = [
  {
    provider: 'stripe',
    domain: 'billing',
    verifier: 'stripe-signature',
    secretEnv: 'STRIPE_WEBHOOK_SECRET',
    signatureHeader: 'stripe-signature',
  },
];

export function webhookProvider(name: string): WebhookProvider | undefined {
  return WEBHOOK_PROVIDERS.find((p) => p.provider === name);
}

/** The NATS subject the gateway hands a verified event to: `<domain>.webhook.<provider>`. */
export function webhookSubject(provider: WebhookProvider): string {
  return `${provider.domain}.webhook.${provider.provider}`;
}

/** What the gateway hands the owning service: the verified event, with its raw body for re-verification. */
export interface WebhookDelivery {
  provider: string;
  eventId: string;
  type: string;
  /** The raw body exactly as received (the service verifies the signature again on it). */
  rawBody: string;
  signature: string;
}

/** The service's answer: stored now, or a repeat of an event already stored (both answered 2xx). */
export interface WebhookReceipt {
  received: true;
  duplicate: boolean;
}
