import { defineEntity } from '../../define';
import { NAME_COLUMN, choice, money, ref, text, refList } from '../../field-builders';
import { MANAGE, READ } from '../../grant-profiles';

const APPLIES_TO_OPTIONS = [
  { value: 'all', label: { en: 'Invoices and bills', es: 'Facturas y facturas de proveedor' } },
  { value: 'receivable', label: { en: 'Invoices (AR)', es: 'Facturas (CxC)' } },
  { value: 'payable', label: { en: 'Bills (AP)', es: 'Facturas de proveedor (CxP)' } },
] as const;

const MODE_OPTIONS = [
  { value: 'none', label: { en: 'Never', es: 'Nunca' } },
  { value: 'all', label: { en: 'Always', es: 'Siempre' } },
  { value: 'above', label: { en: 'Above an amount', es: 'Por encima de un monto' } },
] as const;

/**
 * When an invoice or bill needs approval before it is finalized (Buildium): per organization,
 * overridable per property, with vendor exceptions. The most specific active rule wins: the one
 * naming the record's property, else the org-wide one. No rule: approval is not available.
 */
export const approvalRule = defineEntity({
  name: 'approvalRule',
  domain: 'billing',
  module: 'approval-rules',
  table: 'approval_rules',
  title: { en: 'Approval Rule', es: 'Regla de aprobación' },
  titlePlural: { en: 'Approval Rules', es: 'Reglas de aprobación' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  example: { mode: 'above', thresholdAmount: 50000, appliesTo: 'all' },
  grants: { parent: MANAGE, 'property-manager': READ },
  fields: {
    name: text('Name', 'Nombre', { required: true, max: 120, ...NAME_COLUMN }),
    appliesTo: choice('Applies To', 'Se aplica a', APPLIES_TO_OPTIONS, { required: true, list: true, filterable: true }),
    mode: choice('Requires Approval', 'Requiere aprobación', MODE_OPTIONS, { required: true, list: true }),
    thresholdAmount: money('Threshold', 'Umbral', { min: 0, list: true }),
    appliesToPropertyId: ref('property', 'Property (override)', 'Propiedad (excepción)', { list: true, filterable: true }),
    approverUserIds: refList('user', 'Approvers', 'Aprobadores'),
    exemptVendorIds: refList('vendor', 'Vendor Exceptions', 'Proveedores exentos'),
  },
});
