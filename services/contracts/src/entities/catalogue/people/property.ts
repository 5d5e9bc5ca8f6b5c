import { defineEntity } from '../../define';

export const property = defineEntity({
  name: 'property',
  domain: 'people',
  module: 'properties',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read', 'create', 'update', 'import'],
    'property-manager': ['list', 'read', 'update'],
    editor: ['list', 'read'],
    staff: ['list', 'read'],
    resident: ['list', 'read'],
  },
  table: 'properties',
  title: { en: 'Property', es: 'Propiedad' },
  titlePlural: { en: 'Properties', es: 'Propiedades' },
  tenancy: 'org',
  scopeKey: 'property',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Property Name', es: 'Nombre de la propiedad' },
      required: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    propertyCode: {
      kind: 'text',
      label: { en: 'Property Code', es: 'Código de propiedad' },
      max: 32,
      // The public sign-up finds the property by this code alone, across every organization.
      unique: 'global',
      list: true,
      sortable: true,
      searchable: true,
    },
    propertyType: {
      kind: 'enum',
      label: { en: 'Property Type', es: 'Tipo de propiedad' },
      options: [
        { value: 'apartment', label: { en: 'Apartment building', es: 'Edificio de apartamentos' } },
        { value: 'condominium', label: { en: 'Condominium', es: 'Condominio' } },
        { value: 'townhouse', label: { en: 'Townhouse community', es: 'Comunidad de casas adosadas' } },
        { value: 'single-family', label: { en: 'Single family', es: 'Unifamiliar' } },
        { value: 'commercial', label: { en: 'Commercial', es: 'Comercial' } },
      ],
      list: true,
      filterable: true,
    },
    primaryAddress: { kind: 'text', label: { en: 'Primary Address', es: 'Dirección principal' }, list: true, searchable: true },
    billingAddress: { kind: 'text', label: { en: 'Billing Address', es: 'Dirección de facturación' } },
    buildings: { kind: 'integer', label: { en: 'Buildings', es: 'Edificios' }, min: 0, max: 10000, list: true, sortable: true },
    radius: { kind: 'decimal', label: { en: 'Radius', es: 'Radio' }, min: 0, max: 100000 },
    radiusUnit: {
      kind: 'enum',
      label: { en: 'Radius Unit', es: 'Unidad del radio' },
      options: [
        { value: 'miles', label: { en: 'Miles', es: 'Millas' } },
        { value: 'kilometers', label: { en: 'Kilometers', es: 'Kilómetros' } },
      ],
    },
  },
});
