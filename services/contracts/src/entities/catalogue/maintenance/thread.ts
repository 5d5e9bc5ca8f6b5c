import { defineEntity } from '../../define';
import { READ } from './field-helpers';

/** A conversation about one order among its manager, staff, vendor and requester. */
export const thread = defineEntity({
  name: 'thread',
  domain: 'maintenance',
  module: 'threads',
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    staff: ['list', 'read', 'create', 'update'],
    resident: ['list', 'read', 'create'],
    vendor: ['list', 'read', 'create'],
    editor: READ,
  },
  table: 'threads',
  title: { en: 'Thread', es: 'Conversación' },
  titlePlural: { en: 'Threads', es: 'Conversaciones' },
  tenancy: 'property',
  parent: { entity: 'order', field: 'orderId' },
  ownerField: { vendor: 'vendorUserId' },
  displayField: 'subject',
  defaultSort: { field: 'lastMessageAt', direction: 'desc' },
  fields: {
    subject: {
      kind: 'text',
      label: { en: 'Subject', es: 'Asunto' },
      required: true,
      max: 160,
      list: true,
      sortable: true,
      searchable: true,
    },
    orderId: {
      kind: 'ref',
      ref: 'order',
      label: { en: 'Maintenance Order', es: 'Orden de mantenimiento' },
      required: true,
      immutable: true,
      list: true,
      filterable: true,
    },
    unitId: { kind: 'ref', ref: 'unit', label: { en: 'Unit', es: 'Unidad' }, readOnly: true },
    vendorUserId: { kind: 'ref', ref: 'user', label: { en: 'Vendor Account', es: 'Cuenta del proveedor' }, readOnly: true },
    messageCount: { kind: 'integer', label: { en: 'Messages', es: 'Mensajes' }, readOnly: true, list: true },
    lastMessageAt: { kind: 'datetime', label: { en: 'Last Message', es: 'Último mensaje' }, readOnly: true, list: true, sortable: true },
  },
});
