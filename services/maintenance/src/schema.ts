import { maintenanceCategory } from '@portico/contracts';
import { domainSchema, inboxTable, outboxTable, tableFor } from '@portico/platform';

export const maintenanceSchema = domainSchema('maintenance');
export const maintenanceCategories = tableFor(maintenanceCategory);
export const outbox = outboxTable('maintenance');
export const inbox = inboxTable('maintenance');
