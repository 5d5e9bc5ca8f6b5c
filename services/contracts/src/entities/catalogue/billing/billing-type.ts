import { defineEntity } from '../../define';

export const billingType = defineEntity({
  name: 'billingType',
  domain: 'billing',
  module: 'billing-types',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    editor: ['list', 'read'],
    staff: ['list', 'read'],
  },
  table: 'billing_types',
  configuration: true,
  title: { en: 'Billing Type', es: 'Tipo de facturación' },
  titlePlural: { en: 'Billing Types', es: 'Tipos de facturación' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Type Name', es: 'Nombre del tipo' },
      required: 'Type Name field is required',
      list: true,
      sortable: true,
      searchable: true,
      max: 120,
    },
    glCode: { kind: 'text', label: { en: 'GL Code', es: 'Código contable' }, max: 32, list: true, sortable: true, searchable: true },
    ledger: {
      kind: 'enum',
      label: { en: 'Ledger', es: 'Libro' },
      required: true,
      options: [
        { value: 'receivable', label: { en: 'Receivable (AR)', es: 'Por cobrar (CxC)' } },
        { value: 'payable', label: { en: 'Payable (AP)', es: 'Por pagar (CxP)' } },
      ],
      list: true,
      filterable: true,
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 1000 },
  },
});
