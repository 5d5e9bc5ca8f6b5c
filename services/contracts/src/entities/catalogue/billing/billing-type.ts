import { lookupTypeEntity } from '../../lookup-type';

export const billingType = lookupTypeEntity({
  name: 'billingType',
  domain: 'billing',
  module: 'billing-types',
  table: 'billing_types',
  title: { en: 'Billing Type', es: 'Tipo de facturación' },
  titlePlural: { en: 'Billing Types', es: 'Tipos de facturación' },
  nameLabel: { en: 'Type Name', es: 'Nombre del tipo' },
  nameRequired: 'Type Name field is required',
  fields: {
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
