import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { webhookProvider, webhookSubject, type ResourceRequest, type WebhookDelivery } from '@portico/contracts';
import { PUBLIC_ROUTE, RequirePermission } from '@portico/platform';
import { StripeWebhooks } from './stripe-webhooks';

/** Stripe's verified deliveries from the gateway's webhook route (ADR 0033): stored, then processed. */
@Controller()
export class StripeWebhookController {
  constructor(@Inject(StripeWebhooks) private readonly webhooks: StripeWebhooks) {}

  @MessagePattern(webhookSubject(webhookProvider('stripe')!))
  @RequirePermission(PUBLIC_ROUTE)
  receive(@Payload() req: ResourceRequest) {
    return this.webhooks.receive(req.body as WebhookDelivery);
  }
}
