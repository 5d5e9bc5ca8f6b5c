import { maintenanceCategory } from '@portico/contracts';
import { domainSchema, platformTables, tableFor } from '@portico/platform';

export const maintenanceSchema = domainSchema('maintenance');
export const maintenanceCategories = tableFor(maintenanceCategory);
export const { outbox, inbox, importJobs, importRows, scheduledJobs, mirrorRecords, attachments } = platformTables('maintenance');
