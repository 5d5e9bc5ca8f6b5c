import { defineEntity } from '../../define';

export const bulletinType = defineEntity({
  name: 'bulletinType',
  domain: 'community',
  module: 'bulletin-type',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    editor: ['list', 'read'],
    staff: ['list', 'read'],
    resident: ['list', 'read'],
  },
  table: 'bulletin_types',
  configuration: true,
  title: { en: 'Bulletin Type', es: 'Tipo de anuncio' },
  titlePlural: { en: 'Bulletin Types', es: 'Tipos de anuncio' },
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
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, list: true, searchable: true, max: 1000 },
  },
});
