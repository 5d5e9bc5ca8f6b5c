import { defineEntity } from '../../define';
import { HOUSEHOLD_GRANTS } from './field-helpers';
import { choice, NAME_COLUMN, OWNING_UNIT, text, unitRef } from '../../field-builders';

const TYPE_OPTIONS = [
  { value: 'car', label: { en: 'Car', es: 'Automóvil' } },
  { value: 'suv', label: { en: 'SUV', es: 'SUV' } },
  { value: 'truck', label: { en: 'Truck', es: 'Camioneta' } },
  { value: 'van', label: { en: 'Van', es: 'Furgoneta' } },
  { value: 'motorcycle', label: { en: 'Motorcycle', es: 'Motocicleta' } },
  { value: 'other', label: { en: 'Other', es: 'Otro' } },
] as const;

export const vehicle = defineEntity({
  name: 'vehicle',
  domain: 'people',
  module: 'vehicles',
  table: 'vehicles',
  title: { en: 'Vehicle', es: 'Vehículo' },
  titlePlural: { en: 'Vehicles', es: 'Vehículos' },
  tenancy: 'property',
  parent: { entity: 'unit', field: 'unitId' },
  displayField: 'licensePlate',
  defaultSort: { field: 'licensePlate', direction: 'asc' },
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: HOUSEHOLD_GRANTS,
  fields: {
    unitId: unitRef(OWNING_UNIT),
    type: choice('Type', 'Tipo', TYPE_OPTIONS, { required: true, list: true, filterable: true }),
    model: text('Model', 'Modelo', { max: 80, list: true, searchable: true }),
    color: text('Color', 'Color', { max: 40 }),
    licensePlate: text('License Plate', 'Matrícula', { required: true, max: 16, ...NAME_COLUMN }),
  },
});
