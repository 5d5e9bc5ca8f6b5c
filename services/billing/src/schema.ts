import { billingType } from '@portico/contracts';
import { domainSchema, platformTables, tableFor } from '@portico/platform';

export const billingSchema = domainSchema('billing');
export const billingTypes = tableFor(billingType);
export const { outbox, effects, inbox, importJobs, importRows, scheduledJobs, mirrorRecords, attachments } = platformTables('billing');
export * from './clients/clients.schema';
export * from './integrations/integrations.schema';
