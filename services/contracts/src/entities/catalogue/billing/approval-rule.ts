import { defineEntity } from '../../define';

/**
 * When an invoice or bill needs approval before it is finalized (Buildium): per organization,
 * overridable per property, with vendor exceptions. The most specific active rule wins: the one
 * naming the record's property, else the org-wide one. No rule: approval is not available.
 */
export const approvalRule = defineEntity({
  name: 'approvalRule',
  domain: 'billing',
  module: 'approval-rules',
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read'],
  },
  table: 'approval_rules',
  title: { en: 'Approval Rule', es: 'Regla de aprobación' },
  titlePlural: { en: 'Approval Rules', es: 'Reglas de aprobación' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  example: { mode: 'above', thresholdAmount: 50000, appliesTo: 'all' },
  fields: {
    name: { kind: 'text', label: { en: 'Name', es: 'Nombre' }, required: true, max: 120, list: true, sortable: true, searchable: true },
    appliesTo: {
      kind: 'enum',
      label: { en: 'Applies To', es: 'Se aplica a' },
      required: true,
      options: [
        { value: 'all', label: { en: 'Invoices and bills', es: 'Facturas y facturas de proveedor' } },
        { value: 'receivable', label: { en: 'Invoices (AR)', es: 'Facturas (CxC)' } },
        { value: 'payable', label: { en: 'Bills (AP)', es: 'Facturas de proveedor (CxP)' } },
      ],
      list: true,
      filterable: true,
    },
    mode: {
      kind: 'enum',
      label: { en: 'Requires Approval', es: 'Requiere aprobación' },
      required: true,
      options: [
        { value: 'none', label: { en: 'Never', es: 'Nunca' } },
        { value: 'all', label: { en: 'Always', es: 'Siempre' } },
        { value: 'above', label: { en: 'Above an amount', es: 'Por encima de un monto' } },
      ],
      list: true,
    },
    thresholdAmount: { kind: 'money', label: { en: 'Threshold', es: 'Umbral' }, min: 0, list: true },
    appliesToPropertyId: {
      kind: 'ref',
      ref: 'property',
      label: { en: 'Property (override)', es: 'Propiedad (excepción)' },
      list: true,
      filterable: true,
    },
    approverUserIds: { kind: 'refList', ref: 'user', label: { en: 'Approvers', es: 'Aprobadores' } },
    exemptVendorIds: { kind: 'refList', ref: 'vendor', label: { en: 'Vendor Exceptions', es: 'Proveedores exentos' } },
  },
});
