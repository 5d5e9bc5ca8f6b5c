import { z } from 'zod';
import { PUBLIC_PERMISSION, defineRoute } from '../../routes';
import { WEBHOOK_PROVIDERS, webhookSubject } from '../../../webhooks/webhooks';

/**
 * A provider's webhook event as Stripe shapes it (ADR 0033). Documentation only: the gateway
 * never trusts a parsed body — it verifies the signature on the raw bytes, and the owning
 * service re-reads the object the event names.
 */
export const webhookEventBodySchema = z.looseObject({
  id: z.string().max(255),
  type: z.string().max(120),
  created: z.number().int().optional(),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});

/**
 * The one webhook route type (ADR 0033): `POST /api/v1/webhooks/{provider}` for every declared
 * provider. No token: the signature on the raw body is the credential, so the gateway verifies
 * it itself before handing the event to the provider's owning service.
 */
export const webhookReceiveRoute = defineRoute({
  name: 'webhook.receive',
  summary: 'Receive a provider webhook',
  description:
    "A payment provider's event (ADR 0033). No token: the gateway verifies the signature on the raw body, then hands the event to the provider's owning service.",
  domain: 'billing',
  method: 'POST',
  path: '/webhooks/:provider',
  permission: PUBLIC_PERMISSION,
  // Each declared provider's owning service: `<domain>.webhook.<provider>`.
  subject: WEBHOOK_PROVIDERS.map(webhookSubject).join(' | '),
  tag: 'Webhooks',
  params: { provider: z.enum(WEBHOOK_PROVIDERS.map((p) => p.provider) as [string, ...string[]]) },
  headers: { 'Stripe-Signature': z.string().max(2000) },
  body: webhookEventBodySchema,
  rawBody: true,
  gatewayHandler: true,
  ok: 'Stored (or a repeat, ignored)',
  errors: [400, 404, 503],
});
