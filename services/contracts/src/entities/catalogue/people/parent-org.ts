import { defineEntity } from '../../define';

export const parentOrg = defineEntity({
  name: 'parentOrg',
  domain: 'people',
  module: 'parentorg',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['read', 'update'],
    'property-manager': ['list', 'read'],
    staff: ['read'],
  },
  table: 'parent_orgs',
  title: { en: 'Parent Org', es: 'Organización matriz' },
  titlePlural: { en: 'Parent Orgs', es: 'Organizaciones matrices' },
  tenancy: 'none',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Parent Org Name', es: 'Nombre de la organización' },
      required: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    classification: {
      kind: 'enum',
      label: { en: 'Classification', es: 'Clasificación' },
      options: [
        { value: 'residential', label: { en: 'Residential', es: 'Residencial' } },
        { value: 'condominium', label: { en: 'Condominium', es: 'Condominio' } },
        { value: 'commercial', label: { en: 'Commercial', es: 'Comercial' } },
        { value: 'mixed-use', label: { en: 'Mixed use', es: 'Uso mixto' } },
      ],
      list: true,
      filterable: true,
    },
    insightTag: { kind: 'text', label: { en: 'Insight Tag', es: 'Etiqueta de informes' }, max: 64 },
    primaryAddress: { kind: 'text', label: { en: 'Primary Address', es: 'Dirección principal' }, list: true, searchable: true },
    billingAddress: { kind: 'text', label: { en: 'Billing Address', es: 'Dirección de facturación' } },
    phone: { kind: 'phone', label: { en: 'Phone', es: 'Teléfono' }, max: 32 },
    email: { kind: 'email', label: { en: 'Email', es: 'Correo electrónico' } },
  },
});
