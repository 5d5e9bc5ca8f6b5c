import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { PorticoError, webhookProvider, webhookSubject, type WebhookDelivery, type WebhookReceipt } from '@portico/contracts';
import { PUBLIC_ROUTE, RequirePermission } from '@portico/platform';
import { ServiceClient } from '../resources/service-client';
import { WEBHOOK_VERIFIERS } from './verifiers';

/** Where the JSON body parser leaves a webhook's bytes (create-gateway.ts keeps them for this path). */
export const RAW_BODY = Symbol.for('portico.rawBody');
export const WEBHOOK_PATH_PREFIX = '/api/v1/webhooks/';

/**
 * The one webhook route type (ADR 0033): `POST /api/v1/webhooks/{provider}` for every declared
 * provider. No token: the signature on the raw body is the credential, checked first by the
 * provider's verifier (400 when missing, forged or past tolerance). A verified event goes to
 * the owning service, which stores its id before we answer 2xx; a repeat answers 2xx too.
 */
@Controller('api/v1/webhooks')
export class WebhookRoutes {
  constructor(private readonly services: ServiceClient) {}

  @Post(':provider')
  @HttpCode(200)
  @RequirePermission(PUBLIC_ROUTE)
  async receive(@Req() req: Request, @Param('provider') name: string): Promise<WebhookReceipt> {
    const provider = webhookProvider(name);
    if (!provider) throw new PorticoError('NOT_FOUND', `No webhook provider ${name}`);
    const raw = (req as unknown as Record<symbol, Buffer | undefined>)[RAW_BODY];
    const signature = req.headers[provider.signatureHeader];
    const secret = process.env[provider.secretEnv];
    if (!raw || typeof signature !== 'string') throw new PorticoError('BAD_REQUEST', 'Missing webhook signature');
    // Without the secret no signature can be verified: refused like a forged one (the provider retries).
    if (!secret) throw new PorticoError('BAD_REQUEST', `Invalid webhook signature (${provider.provider} webhooks are not configured)`);
    let verified;
    try {
      verified = WEBHOOK_VERIFIERS[provider.verifier](raw, signature, secret);
    } catch {
      throw new PorticoError('BAD_REQUEST', 'Invalid webhook signature');
    }
    const delivery: WebhookDelivery = {
      provider: provider.provider,
      eventId: verified.eventId,
      type: verified.type,
      rawBody: raw.toString('utf8'),
      signature,
    };
    return this.services.forward<WebhookReceipt>(req, webhookSubject(provider), { body: delivery });
  }
}
