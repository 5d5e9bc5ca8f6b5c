import { eq } from 'drizzle-orm';

import type { ResourceHooks } from '@portico/platform';
import { refNotFound } from '@portico/platform';
import { contacts } from './clients.schema';

/** A transaction carries its contact's client, so a client's statement lists without a join. */
export const contactTransactionHooks: ResourceHooks = {
  async beforeCreate({ tx, values }) {
    const [found] = await tx
      .select({ clientId: contacts.clientId! })
      .from(contacts)
      .where(eq(contacts.id!, String(values.contactId)));
    // The kit already checked the contact is in the caller's org; a missing one is a race.
    if (!found)
      throw refNotFound('contactId', { en: 'Contact', es: 'Contacto' }, 'parentOrg');
    values.clientId = found.clientId;
  },
};

/** A client's "last modified" moves with every change of its details. */
export const clientHooks: ResourceHooks = {
  async beforeCreate({ values }) {
    values.lastModified = new Date().toISOString();
  },
  async beforeUpdate({ changes }) {
    changes.lastModified = new Date().toISOString();
  },
};
