import { join } from 'node:path';
import { billingType } from '@portico/contracts';
import type { DomainServiceOptions } from '@portico/platform';
import { billingTypes } from './schema';
import { seedBilling } from './seed';
import { invoiceResources } from './invoices/invoices.resources';
import { clientResources } from './clients/clients.resources';
import { integrationResources } from './integrations/integrations.resources';
import { QuickbooksController } from './quickbooks/quickbooks.controller';
import { quickbooksSyncJob } from './quickbooks/quickbooks.jobs';
import { operationChargeSubscriptions } from './charges/operation-charges';
import { chargeResources } from './charges/charges.resources';
import { recurringChargeJob } from './charges/recurring-charges';
import { BillingReportsController } from './reports/reports.controller';

export const billingService: DomainServiceOptions = {
  domain: 'billing',
  migrationsFolder: join(__dirname, '..', 'migrations'),
  resources: [
    { def: billingType, table: billingTypes },
    ...invoiceResources,
    ...clientResources,
    ...integrationResources,
    ...chargeResources,
  ],
  seed: seedBilling,
  subscriptions: operationChargeSubscriptions(),
  controllers: [QuickbooksController, BillingReportsController],
  jobs: ({ log }) => ({ recurring: [quickbooksSyncJob(log), recurringChargeJob()] }),
};
