import { billingType } from '@portico/contracts';
import { domainSchema, inboxTable, outboxTable, tableFor } from '@portico/platform';

export const billingSchema = domainSchema('billing');
export const billingTypes = tableFor(billingType);
export const outbox = outboxTable('billing');
export const inbox = inboxTable('billing');
