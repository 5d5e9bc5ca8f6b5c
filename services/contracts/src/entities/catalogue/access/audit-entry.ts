import { defineEntity } from '../../define';

/** Append-only record of sensitive actions (an administrator viewing as someone else). */
export const auditEntry = defineEntity({
  name: 'auditEntry',
  domain: 'people',
  module: 'audit-log',
  /** No tenant role by default: platform roles only. */
  grants: {},
  table: 'audit_log',
  closedActions: ['create', 'update', 'archive', 'restore', 'delete'],
  title: { en: 'Audit Entry', es: 'Registro de auditoría' },
  titlePlural: { en: 'Audit Log', es: 'Registro de auditoría' },
  tenancy: 'global',
  displayField: 'action',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  fields: {
    action: { kind: 'text', label: { en: 'Action', es: 'Acción' }, readOnly: true, list: true, sortable: true, filterable: true },
    actorId: { kind: 'ref', ref: 'user', label: { en: 'Actor', es: 'Autor' }, readOnly: true, list: true, filterable: true },
    targetId: { kind: 'text', label: { en: 'Target', es: 'Objeto' }, readOnly: true, list: true, filterable: true },
    details: { kind: 'longText', label: { en: 'Details', es: 'Detalles' }, readOnly: true, list: true },
  },
});
