import { client, contact, contactTransaction } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { clients, contactTransactions, contacts } from './clients.schema';
import { clientHooks, contactTransactionHooks } from './clients.hooks';

export const clientResources: ResourceRegistration[] = [
  { def: client, table: clients, hooks: clientHooks },
  { def: contact, table: contacts },
  { def: contactTransaction, table: contactTransactions, hooks: contactTransactionHooks },
];
