import { defineEntity } from '../../define';

export const unit = defineEntity({
  name: 'unit',
  domain: 'people',
  module: 'units',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read', 'create', 'update', 'import'],
    'property-manager': ['list', 'read', 'create', 'update', 'import'],
    editor: ['list', 'read'],
    staff: ['list', 'read'],
    resident: ['list', 'read'],
  },
  table: 'units',
  title: { en: 'Unit', es: 'Unidad' },
  titlePlural: { en: 'Units', es: 'Unidades' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  scopeKey: 'unit',
  displayField: 'unitNumber',
  defaultSort: { field: 'unitNumber', direction: 'asc' },
  fields: {
    unitNumber: {
      kind: 'text',
      label: { en: 'Unit or Suite No', es: 'Unidad o suite n.º' },
      required: 'The Unit field is required',
      max: 32,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    building: { kind: 'text', label: { en: 'Building', es: 'Edificio' }, max: 64, list: true, sortable: true, filterable: true },
    floor: { kind: 'integer', label: { en: 'Floor', es: 'Piso' }, min: -10, max: 300, sortable: true },
    bedrooms: { kind: 'integer', label: { en: 'Bedrooms', es: 'Habitaciones' }, min: 0, max: 50, list: true, sortable: true },
    squareFeet: { kind: 'integer', label: { en: 'Square Feet', es: 'Pies cuadrados' }, min: 0, max: 1000000, list: true, sortable: true },
    storageNumber: { kind: 'text', label: { en: 'Storage Number', es: 'Número de bodega' }, max: 32, searchable: true },
    lockerNumber: { kind: 'text', label: { en: 'Locker Number', es: 'Número de casillero' }, max: 32, searchable: true },
    wineLockerNumber: { kind: 'text', label: { en: 'Wine Locker Number', es: 'Número de cava' }, max: 32 },
    keyFob: { kind: 'text', label: { en: 'Key Fob', es: 'Llavero electrónico' }, max: 64, searchable: true },
    notes: { kind: 'longText', label: { en: 'Notes', es: 'Notas' }, max: 2000 },
  },
});
