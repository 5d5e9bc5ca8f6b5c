import { defineEntity } from '../../define';
import { longText, ref, text } from '../../field-builders';

/** Append-only record of sensitive actions (an administrator viewing as someone else). */
export const auditEntry = defineEntity({
  name: 'auditEntry',
  domain: 'people',
  module: 'audit-log',
  table: 'audit_log',
  title: { en: 'Audit Entry', es: 'Registro de auditoría' },
  titlePlural: { en: 'Audit Log', es: 'Registro de auditoría' },
  tenancy: 'global',
  displayField: 'action',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  closedActions: ['create', 'update', 'archive', 'restore', 'delete'],
  /** No tenant role by default: platform roles only. */
  grants: {},
  fields: {
    action: text('Action', 'Acción', { readOnly: true, list: true, sortable: true, filterable: true }),
    actorId: ref('user', 'Actor', 'Autor', { readOnly: true, list: true, filterable: true }),
    targetId: text('Target', 'Objeto', { readOnly: true, list: true, filterable: true }),
    details: longText('Details', 'Detalles', { readOnly: true, list: true }),
  },
});
