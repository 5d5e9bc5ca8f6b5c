import { defineEntity } from '../../define';
import { flag, integer, money, NAME_COLUMN, notesField, text } from '../../field-builders';
import { MANAGE_IMPORT, READ, management } from '../../grant-profiles';

/** A stocked part. Its quantity is the sum of its movements (a ledger), never typed in. */
export const part = defineEntity({
  name: 'part',
  domain: 'maintenance',
  module: 'parts',
  table: 'parts',
  title: { en: 'Part', es: 'Repuesto' },
  titlePlural: { en: 'Parts', es: 'Repuestos' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  grants: { ...management(MANAGE_IMPORT), staff: READ, editor: READ },
  fields: {
    name: text('Part Name', 'Repuesto', { required: true, max: 160, ...NAME_COLUMN }),
    partNumber: text('Part Number', 'Número de parte', { max: 64, unique: true, list: true, searchable: true }),
    unitPrice: money('Unit Price', 'Precio unitario', { min: 0, list: true, sortable: true }),
    minimumQuantity: integer('Minimum Quantity', 'Cantidad mínima', { min: 0, max: 1000000 }),
    quantityOnHand: integer('In Stock', 'En existencia', { readOnly: true, list: true, sortable: true }),
    lowStock: flag('Low Stock', 'Existencia baja', { readOnly: true, list: true, filterable: true }),
    storageLocation: text('Stored At', 'Almacenado en', { max: 120 }),
    notes: notesField(2000),
  },
});
