import { domainSchema, platformTables } from '@portico/platform';

/** The people service's tables: the platform's, then each feature's; drizzle-kit reads this. */
export const peopleSchema = domainSchema('people');
export const { outbox, effects, inbox, importJobs, importRows, scheduledJobs, mirrorRecords, attachments } = platformTables('people');
export * from './access/access.schema';
export * from './onboarding/onboarding.schema';
export * from './groups/groups.schema';
export * from './audit/audit.schema';
export * from './support/support.schema';
export * from './portfolio/portfolio.schema';
export * from './memberships/memberships.schema';
export * from './console-settings/console-settings.schema';
export * from './analytics/analytics.schema';
export * from './label-translation/label-translation.schema';
