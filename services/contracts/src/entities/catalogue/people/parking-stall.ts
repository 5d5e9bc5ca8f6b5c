import { defineEntity } from '../../define';
import { DIRECTORY_GRANTS } from './field-helpers';
import { choice, NAME_COLUMN, notesField, text, unitRef } from '../../field-builders';

const STALL_TYPE_OPTIONS = [
  { value: 'standard', label: { en: 'Standard', es: 'Estándar' } },
  { value: 'compact', label: { en: 'Compact', es: 'Compacta' } },
  { value: 'accessible', label: { en: 'Accessible', es: 'Accesible' } },
  { value: 'ev', label: { en: 'EV charging', es: 'Carga eléctrica' } },
  { value: 'motorcycle', label: { en: 'Motorcycle', es: 'Motocicleta' } },
  { value: 'tandem', label: { en: 'Tandem', es: 'Tándem' } },
] as const;

export const parkingStall = defineEntity({
  name: 'parkingStall',
  domain: 'people',
  module: 'parking-stalls',
  table: 'parking_stalls',
  title: { en: 'Parking Stall', es: 'Estacionamiento' },
  titlePlural: { en: 'Parking Stalls', es: 'Estacionamientos' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'stallNumber',
  defaultSort: { field: 'stallNumber', direction: 'asc' },
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: DIRECTORY_GRANTS,
  fields: {
    stallNumber: text('Stall Number', 'Número de plaza', { required: true, max: 32, unique: true, ...NAME_COLUMN }),
    unitId: unitRef(),
    stallType: choice('Stall Type', 'Tipo de plaza', STALL_TYPE_OPTIONS, { list: true, filterable: true }),
    level: text('Level / Area', 'Nivel / zona', { max: 40, list: true }),
    notes: notesField(1000),
  },
});
