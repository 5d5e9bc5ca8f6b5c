import { defineEntity } from '../../define';
import { copiedUnitRef, datetime, integer, NAME_COLUMN, ref, text, vendorAccountRef } from '../../field-builders';
import { MANAGE, RAISE, READ, management } from '../../grant-profiles';

/** A conversation about one order among its manager, staff, vendor and requester. */
export const thread = defineEntity({
  name: 'thread',
  domain: 'maintenance',
  module: 'threads',
  table: 'threads',
  title: { en: 'Thread', es: 'Conversación' },
  titlePlural: { en: 'Threads', es: 'Conversaciones' },
  tenancy: 'property',
  parent: { entity: 'order', field: 'orderId' },
  displayField: 'subject',
  defaultSort: { field: 'lastMessageAt', direction: 'desc' },
  ownerField: { vendor: 'vendorUserId' },
  grants: { ...management(MANAGE), staff: MANAGE, resident: RAISE, vendor: RAISE, editor: READ },
  fields: {
    subject: text('Subject', 'Asunto', { required: true, max: 160, ...NAME_COLUMN }),
    orderId: ref('order', 'Maintenance Order', 'Orden de mantenimiento', { required: true, immutable: true, list: true, filterable: true }),
    unitId: copiedUnitRef(),
    vendorUserId: vendorAccountRef(),
    messageCount: integer('Messages', 'Mensajes', { readOnly: true, list: true }),
    lastMessageAt: datetime('Last Message', 'Último mensaje', { readOnly: true, list: true, sortable: true }),
  },
});
