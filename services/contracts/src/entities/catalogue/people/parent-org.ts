import { defineEntity } from '../../define';
import { choice, emailField, NAME_COLUMN, phoneField, text } from '../../field-builders';
import { READ } from '../../grant-profiles';

const CLASSIFICATION_OPTIONS = [
  { value: 'residential', label: { en: 'Residential', es: 'Residencial' } },
  { value: 'condominium', label: { en: 'Condominium', es: 'Condominio' } },
  { value: 'commercial', label: { en: 'Commercial', es: 'Comercial' } },
  { value: 'mixed-use', label: { en: 'Mixed use', es: 'Uso mixto' } },
] as const;

export const parentOrg = defineEntity({
  name: 'parentOrg',
  domain: 'people',
  module: 'parentorg',
  table: 'parent_orgs',
  title: { en: 'Parent Org', es: 'Organización matriz' },
  titlePlural: { en: 'Parent Orgs', es: 'Organizaciones matrices' },
  tenancy: 'none',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: { parent: ['read', 'update'], 'property-manager': READ, staff: ['read'] },
  fields: {
    name: text('Parent Org Name', 'Nombre de la organización', { required: true, ...NAME_COLUMN }),
    classification: choice('Classification', 'Clasificación', CLASSIFICATION_OPTIONS, { list: true, filterable: true }),
    insightTag: text('Insight Tag', 'Etiqueta de informes', { max: 64 }),
    primaryAddress: text('Primary Address', 'Dirección principal', { list: true, searchable: true }),
    billingAddress: text('Billing Address', 'Dirección de facturación'),
    phone: phoneField(),
    email: emailField(),
  },
});
