import { defineEntity } from '../../define';
import { READ } from './field-helpers';

/** One message in an order's thread, with attachments; pushed live to the thread's readers. */
export const threadMessage = defineEntity({
  name: 'threadMessage',
  domain: 'maintenance',
  module: 'thread-messages',
  grants: {
    parent: ['list', 'read', 'create'],
    'property-manager': ['list', 'read', 'create'],
    staff: ['list', 'read', 'create'],
    resident: ['list', 'read', 'create'],
    vendor: ['list', 'read', 'create'],
    editor: READ,
  },
  table: 'thread_messages',
  attachments: { kinds: ['image', 'document'], addWith: 'create', label: { en: 'Attachments', es: 'Adjuntos' } },
  title: { en: 'Message', es: 'Mensaje' },
  titlePlural: { en: 'Messages', es: 'Mensajes' },
  tenancy: 'property',
  parent: { entity: 'thread', field: 'threadId' },
  ownerField: { vendor: 'vendorUserId' },
  closedActions: ['update'],
  displayField: 'body',
  defaultSort: { field: 'createdAt', direction: 'asc' },
  fields: {
    threadId: {
      kind: 'ref',
      ref: 'thread',
      label: { en: 'Thread', es: 'Conversación' },
      required: true,
      immutable: true,
      filterable: true,
    },
    body: { kind: 'longText', label: { en: 'Message', es: 'Mensaje' }, required: true, max: 4000, list: true },
    authorId: { kind: 'ref', ref: 'user', label: { en: 'From', es: 'De' }, readOnly: true, list: true },
    // Shown to everyone in the thread, including residents and vendors who may not read users.
    authorName: { kind: 'text', label: { en: 'Author', es: 'Autor' }, readOnly: true, max: 200 },
    unitId: { kind: 'ref', ref: 'unit', label: { en: 'Unit', es: 'Unidad' }, readOnly: true },
    vendorUserId: { kind: 'ref', ref: 'user', label: { en: 'Vendor Account', es: 'Cuenta del proveedor' }, readOnly: true },
  },
});
