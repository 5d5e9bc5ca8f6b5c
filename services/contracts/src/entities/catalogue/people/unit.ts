import { defineEntity } from '../../define';
import { integer, NAME_COLUMN, notesField, text } from '../../field-builders';
import { DIRECTORY_GRANTS } from './field-helpers';

export const unit = defineEntity({
  name: 'unit',
  domain: 'people',
  module: 'units',
  table: 'units',
  title: { en: 'Unit', es: 'Unidad' },
  titlePlural: { en: 'Units', es: 'Unidades' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'unitNumber',
  defaultSort: { field: 'unitNumber', direction: 'asc' },
  scopeKey: 'unit',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: DIRECTORY_GRANTS,
  fields: {
    unitNumber: text('Unit or Suite No', 'Unidad o suite n.º', {
      required: 'The Unit field is required',
      max: 32,
      unique: true,
      ...NAME_COLUMN,
    }),
    building: text('Building', 'Edificio', { max: 64, list: true, sortable: true, filterable: true }),
    floor: integer('Floor', 'Piso', { min: -10, max: 300, sortable: true }),
    bedrooms: integer('Bedrooms', 'Habitaciones', { min: 0, max: 50, list: true, sortable: true }),
    squareFeet: integer('Square Feet', 'Pies cuadrados', { min: 0, max: 1000000, list: true, sortable: true }),
    storageNumber: text('Storage Number', 'Número de bodega', { max: 32, searchable: true }),
    lockerNumber: text('Locker Number', 'Número de casillero', { max: 32, searchable: true }),
    wineLockerNumber: text('Wine Locker Number', 'Número de cava', { max: 32 }),
    keyFob: text('Key Fob', 'Llavero electrónico', { max: 64, searchable: true }),
    notes: notesField(2000),
  },
});
