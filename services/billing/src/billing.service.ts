import { join } from 'node:path';
import { billingType } from '@portico/contracts';
import {
  DB,
  LOGGER,
  mailEffectHandlers,
  mailerFromEnv,
  type Db,
  type DomainServiceOptions,
  type Logger,
  type Mailer,
} from '@portico/platform';
import { billingTypes } from './schema';
import { seedBilling } from './seed';
import { invoiceResources } from './invoices/invoices.resources';
import { CardPayments } from './payments/card-payments';
import { stripeFromEnv, type Stripe } from './stripe/stripe-client';
import { StripeWebhooks } from './webhooks/stripe-webhooks';
import { StripeWebhookController } from './webhooks/webhook.controller';
import { vendorLinkJob } from './invoices/link-vendors';

export interface BillingServiceDeps {
  mailer?: Mailer;
  /** The Stripe SDK; default from the environment (a real key, or the loopback server). */
  stripe?: Stripe;
  webhookSecret?: string;
}

/** The billing service: invoices and bills, payments (Stripe), the ledger, approvals. */
export function createBillingService(deps: BillingServiceDeps = {}): DomainServiceOptions {
  const mailer = deps.mailer ?? mailerFromEnv();
  const cards = new CardPayments(deps.stripe ?? stripeFromEnv());
  const secret = deps.webhookSecret ?? process.env.STRIPE_WEBHOOK_SECRET;
  return {
    domain: 'billing',
    migrationsFolder: join(__dirname, '..', 'migrations'),
    resources: [{ def: billingType, table: billingTypes }, ...invoiceResources(cards)],
    seed: seedBilling,
    controllers: [StripeWebhookController],
    providers: [
      {
        provide: StripeWebhooks,
        inject: [DB, LOGGER],
        useFactory: (db: Db, log: Logger) => new StripeWebhooks(db, cards, log, secret),
      },
    ],
    jobs: ({ db, log }) => ({ recurring: [new StripeWebhooks(db, cards, log, secret).sweeperJob(), vendorLinkJob()] }),
    effects: () => mailEffectHandlers(mailer),
  };
}

export const billingService: DomainServiceOptions = createBillingService();
