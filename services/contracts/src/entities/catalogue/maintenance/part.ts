import { defineEntity } from '../../define';
import { MANAGE_IMPORT, READ } from './field-helpers';

/** A stocked part. Its quantity is the sum of its movements (a ledger), never typed in. */
export const part = defineEntity({
  name: 'part',
  domain: 'maintenance',
  module: 'parts',
  grants: { parent: MANAGE_IMPORT, 'property-manager': MANAGE_IMPORT, staff: READ, editor: READ },
  table: 'parts',
  title: { en: 'Part', es: 'Repuesto' },
  titlePlural: { en: 'Parts', es: 'Repuestos' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Part Name', es: 'Repuesto' },
      required: true,
      max: 160,
      list: true,
      sortable: true,
      searchable: true,
    },
    partNumber: { kind: 'text', label: { en: 'Part Number', es: 'Número de parte' }, max: 64, unique: true, list: true, searchable: true },
    unitPrice: { kind: 'money', label: { en: 'Unit Price', es: 'Precio unitario' }, min: 0, list: true, sortable: true },
    minimumQuantity: { kind: 'integer', label: { en: 'Minimum Quantity', es: 'Cantidad mínima' }, min: 0, max: 1000000 },
    quantityOnHand: { kind: 'integer', label: { en: 'In Stock', es: 'En existencia' }, readOnly: true, list: true, sortable: true },
    lowStock: { kind: 'boolean', label: { en: 'Low Stock', es: 'Existencia baja' }, readOnly: true, list: true, filterable: true },
    storageLocation: { kind: 'text', label: { en: 'Stored At', es: 'Almacenado en' }, max: 120 },
    notes: { kind: 'longText', label: { en: 'Notes', es: 'Notas' }, max: 2000 },
  },
});
