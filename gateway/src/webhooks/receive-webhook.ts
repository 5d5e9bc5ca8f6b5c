import type { Request } from 'express';
import {
  PorticoError,
  ROUTES,
  routePrefix,
  webhookProvider,
  webhookSubject,
  type WebhookDelivery,
  type WebhookReceipt,
  msg,
} from '@portico/contracts';
import type { GatewayHandlerContext } from '../custom-routes/gateway-handlers';
import { WEBHOOK_VERIFIERS } from './verifiers';

/** Where the JSON body parser leaves the bytes of a route declared `rawBody` (create-gateway.ts keeps them). */
export const RAW_BODY = Symbol.for('portico.rawBody');
/** The paths whose exact bytes are kept: the fixed start of every route declared `rawBody`. */
export const RAW_BODY_PREFIXES: readonly string[] = ROUTES.filter((r) => r.rawBody).map(routePrefix);

/** The bytes the body parser kept for a `rawBody` route. */
export function rawBodyOf(req: Request): Buffer | undefined {
  return (req as unknown as Record<symbol, Buffer | undefined>)[RAW_BODY];
}

/**
 * The one webhook route type (ADR 0033), `POST /api/v1/webhooks/{provider}` (declared in the
 * billing catalogue). No token: the signature on the raw body is the credential, checked first by
 * the provider's verifier (400 when missing, forged or past tolerance). A verified event goes to
 * the owning service, which stores its id before we answer 2xx; a repeat answers 2xx too.
 */
export async function receiveWebhook({ req, services }: GatewayHandlerContext): Promise<WebhookReceipt> {
  const name = req.params.provider as string;
  const provider = webhookProvider(name);
  if (!provider) throw new PorticoError('NOT_FOUND', msg('error.noWebhookProvider', { name }));
  const raw = rawBodyOf(req);
  const signature = req.headers[provider.signatureHeader];
  const secret = process.env[provider.secretEnv];
  if (!raw || typeof signature !== 'string') throw new PorticoError('BAD_REQUEST', msg('error.missingWebhookSignature'));
  // Without the secret no signature can be verified: refused like a forged one (the provider retries).
  if (!secret) throw new PorticoError('BAD_REQUEST', msg('error.webhooksNotConfigured', { provider: provider.provider }));
  let verified;
  try {
    verified = WEBHOOK_VERIFIERS[provider.verifier](raw, signature, secret);
  } catch {
    throw new PorticoError('BAD_REQUEST', msg('error.invalidWebhookSignature'));
  }
  const delivery: WebhookDelivery = {
    provider: provider.provider,
    eventId: verified.eventId,
    type: verified.type,
    rawBody: raw.toString('utf8'),
    signature,
  };
  return services.forward<WebhookReceipt>(req, webhookSubject(provider), { body: delivery });
}
