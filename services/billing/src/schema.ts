import { billingType } from '@portico/contracts';
import { domainSchema, platformTables, tableFor } from '@portico/platform';

export const billingSchema = domainSchema('billing');
export const billingTypes = tableFor(billingType);
export const { outbox, effects, inbox, importJobs, importRows, scheduledJobs, mirrorRecords, attachments } = platformTables('billing');
export * from './invoices/invoices.schema';
export * from './ledger/ledger.schema';
export * from './approvals/approvals.schema';
export * from './settings/settings.schema';
export * from './webhooks/webhooks.schema';
export * from './clients/clients.schema';
export * from './integrations/integrations.schema';
export * from './charges/charges.schema';
