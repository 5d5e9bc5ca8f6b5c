import { client, contact, contactTransaction } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const clients = tableFor(client);
export const contacts = tableFor(contact);
export const contactTransactions = tableFor(contactTransaction);
