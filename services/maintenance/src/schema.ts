import { domainSchema, platformTables } from '@portico/platform';

/** The maintenance service's tables: the platform's, then each feature's; drizzle-kit reads this. */
export const maintenanceSchema = domainSchema('maintenance');
export const { outbox, effects, inbox, importJobs, importRows, scheduledJobs, mirrorRecords, attachments } = platformTables('maintenance');
export * from './categories/categories.schema';
export * from './locations/locations.schema';
export * from './vendors/vendors.schema';
export * from './equipment/equipment.schema';
export * from './parts/parts.schema';
export * from './orders/orders.schema';
export * from './scheduled/scheduled.schema';
export * from './rfp/rfp.schema';
export * from './threads/threads.schema';
export * from './notices/notices.schema';
