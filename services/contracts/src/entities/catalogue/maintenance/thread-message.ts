import { defineEntity } from '../../define';
import { copiedUnitRef, longText, ref, text, vendorAccountRef } from '../../field-builders';
import { RAISE, READ, management } from '../../grant-profiles';

/** One message in an order's thread, with attachments; pushed live to the thread's readers. */
export const threadMessage = defineEntity({
  name: 'threadMessage',
  domain: 'maintenance',
  module: 'thread-messages',
  table: 'thread_messages',
  title: { en: 'Message', es: 'Mensaje' },
  titlePlural: { en: 'Messages', es: 'Mensajes' },
  tenancy: 'property',
  parent: { entity: 'thread', field: 'threadId' },
  displayField: 'body',
  defaultSort: { field: 'createdAt', direction: 'asc' },
  ownerField: { vendor: 'vendorUserId' },
  closedActions: ['update'],
  attachments: { kinds: ['image', 'document'], addWith: 'create', label: { en: 'Attachments', es: 'Adjuntos' } },
  grants: { ...management(RAISE), staff: RAISE, resident: RAISE, vendor: RAISE, editor: READ },
  fields: {
    threadId: ref('thread', 'Thread', 'Conversación', { required: true, immutable: true, filterable: true }),
    body: longText('Message', 'Mensaje', { required: true, max: 4000, list: true }),
    authorId: ref('user', 'From', 'De', { readOnly: true, list: true }),
    // Shown to everyone in the thread, including residents and vendors who may not read users.
    authorName: text('Author', 'Autor', { readOnly: true, max: 200 }),
    unitId: copiedUnitRef(),
    vendorUserId: vendorAccountRef(),
  },
});
