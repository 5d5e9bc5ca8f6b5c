import { join } from 'node:path';
import { billingType, domainCatalogue } from '@portico/contracts';
import * as billingDefinitions from '@portico/contracts/billing';
import { DB, LOGGER, mailerFromEnv, type Db, type DomainServiceOptions, type Logger, type Mailer } from '@portico/platform';
import { billingTypes } from './schema';
import { seedBilling } from './seed';
import { invoiceResources } from './invoices/invoices.resources';
import { CardPayments } from './payments/card-payments';
import { stripeFromEnv, type Stripe } from './stripe/stripe-client';
import { StripeWebhooks } from './webhooks/stripe-webhooks';
import { StripeWebhookController } from './webhooks/webhook.controller';
import { vendorLinkJob } from './invoices/link-vendors';
import { clientResources } from './clients/clients.resources';
import { integrationResources } from './integrations/integrations.resources';
import { QuickbooksController } from './quickbooks/quickbooks.controller';
import { quickbooksSyncJob } from './quickbooks/quickbooks.jobs';
import { operationChargeSubscriptions } from './charges/operation-charges';
import { chargeResources } from './charges/charges.resources';
import { recurringChargeJob } from './charges/recurring-charges';
import { BillingReportsController } from './reports/reports.controller';
import { PaymentDailyController } from './payments/payment-daily.controller';

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
    catalogue: domainCatalogue('billing', billingDefinitions),
    migrationsFolder: join(__dirname, '..', 'migrations'),
    resources: [
      { def: billingType, table: billingTypes },
      ...invoiceResources(cards),
      ...clientResources,
      ...integrationResources,
      ...chargeResources,
    ],
    seed: seedBilling,
    subscriptions: operationChargeSubscriptions(),
    controllers: [StripeWebhookController, QuickbooksController, BillingReportsController, PaymentDailyController],
    providers: [
      {
        provide: StripeWebhooks,
        inject: [DB, LOGGER],
        useFactory: (db: Db, log: Logger) => new StripeWebhooks(db, cards, log, secret),
      },
    ],
    jobs: ({ db, log }) => ({
      recurring: [new StripeWebhooks(db, cards, log, secret).sweeperJob(), vendorLinkJob(), quickbooksSyncJob(log), recurringChargeJob()],
    }),
    mailer,
  };
}

export const billingService: DomainServiceOptions = createBillingService();
