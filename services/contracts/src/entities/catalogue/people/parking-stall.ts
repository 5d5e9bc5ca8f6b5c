import { defineEntity } from '../../define';
import { unitRef } from './field-helpers';

export const parkingStall = defineEntity({
  name: 'parkingStall',
  domain: 'people',
  module: 'parking-stalls',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read', 'create', 'update', 'import'],
    'property-manager': ['list', 'read', 'create', 'update', 'import'],
    editor: ['list', 'read'],
    staff: ['list', 'read'],
    resident: ['list', 'read'],
  },
  table: 'parking_stalls',
  title: { en: 'Parking Stall', es: 'Estacionamiento' },
  titlePlural: { en: 'Parking Stalls', es: 'Estacionamientos' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'stallNumber',
  defaultSort: { field: 'stallNumber', direction: 'asc' },
  fields: {
    stallNumber: {
      kind: 'text',
      label: { en: 'Stall Number', es: 'Número de plaza' },
      required: true,
      max: 32,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    unitId: unitRef(false),
    stallType: {
      kind: 'enum',
      label: { en: 'Stall Type', es: 'Tipo de plaza' },
      options: [
        { value: 'standard', label: { en: 'Standard', es: 'Estándar' } },
        { value: 'compact', label: { en: 'Compact', es: 'Compacta' } },
        { value: 'accessible', label: { en: 'Accessible', es: 'Accesible' } },
        { value: 'ev', label: { en: 'EV charging', es: 'Carga eléctrica' } },
        { value: 'motorcycle', label: { en: 'Motorcycle', es: 'Motocicleta' } },
        { value: 'tandem', label: { en: 'Tandem', es: 'Tándem' } },
      ],
      list: true,
      filterable: true,
    },
    level: { kind: 'text', label: { en: 'Level / Area', es: 'Nivel / zona' }, max: 40, list: true },
    notes: { kind: 'longText', label: { en: 'Notes', es: 'Notas' }, max: 1000 },
  },
});
