import { defineEntity } from '../../define';
import { unitRef } from './field-helpers';

export const vehicle = defineEntity({
  name: 'vehicle',
  domain: 'people',
  module: 'vehicles',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read', 'create', 'update', 'import'],
    'property-manager': ['list', 'read', 'create', 'update', 'import'],
    editor: ['list', 'read'],
    staff: ['list', 'read', 'create', 'update'],
    resident: ['list', 'read', 'create', 'update'],
  },
  table: 'vehicles',
  title: { en: 'Vehicle', es: 'Vehículo' },
  titlePlural: { en: 'Vehicles', es: 'Vehículos' },
  tenancy: 'property',
  parent: { entity: 'unit', field: 'unitId' },
  displayField: 'licensePlate',
  defaultSort: { field: 'licensePlate', direction: 'asc' },
  fields: {
    unitId: unitRef(true),
    type: {
      kind: 'enum',
      label: { en: 'Type', es: 'Tipo' },
      required: true,
      options: [
        { value: 'car', label: { en: 'Car', es: 'Automóvil' } },
        { value: 'suv', label: { en: 'SUV', es: 'SUV' } },
        { value: 'truck', label: { en: 'Truck', es: 'Camioneta' } },
        { value: 'van', label: { en: 'Van', es: 'Furgoneta' } },
        { value: 'motorcycle', label: { en: 'Motorcycle', es: 'Motocicleta' } },
        { value: 'other', label: { en: 'Other', es: 'Otro' } },
      ],
      list: true,
      filterable: true,
    },
    model: { kind: 'text', label: { en: 'Model', es: 'Modelo' }, max: 80, list: true, searchable: true },
    color: { kind: 'text', label: { en: 'Color', es: 'Color' }, max: 40 },
    licensePlate: {
      kind: 'text',
      label: { en: 'License Plate', es: 'Matrícula' },
      required: true,
      max: 16,
      list: true,
      sortable: true,
      searchable: true,
    },
  },
});
