import { lookupTypeEntity } from '../../lookup-type';
import { choice, descriptionField, NAME_COLUMN, text } from '../../field-builders';
import { INVOICE_KINDS } from './billing-rules';

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
    glCode: text('GL Code', 'Código contable', { max: 32, ...NAME_COLUMN }),
    ledger: choice('Ledger', 'Libro', INVOICE_KINDS, { required: true, list: true, filterable: true }),
    description: descriptionField(1000),
  },
});
