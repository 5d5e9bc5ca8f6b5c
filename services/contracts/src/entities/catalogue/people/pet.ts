import { defineEntity } from '../../define';
import { unitRef } from './field-helpers';

export const pet = defineEntity({
  name: 'pet',
  domain: 'people',
  module: 'pets',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read', 'create', 'update', 'import'],
    'property-manager': ['list', 'read', 'create', 'update', 'import'],
    editor: ['list', 'read'],
    staff: ['list', 'read', 'create', 'update'],
    resident: ['list', 'read', 'create', 'update'],
  },
  table: 'pets',
  title: { en: 'Pet', es: 'Mascota' },
  titlePlural: { en: 'Pets', es: 'Mascotas' },
  tenancy: 'property',
  parent: { entity: 'unit', field: 'unitId' },
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    unitId: unitRef(true),
    name: {
      kind: 'text',
      label: { en: 'Pet Name', es: 'Nombre de la mascota' },
      required: true,
      max: 80,
      list: true,
      sortable: true,
      searchable: true,
    },
    type: {
      kind: 'enum',
      label: { en: 'Type', es: 'Tipo' },
      required: true,
      options: [
        { value: 'dog', label: { en: 'Dog', es: 'Perro' } },
        { value: 'cat', label: { en: 'Cat', es: 'Gato' } },
        { value: 'bird', label: { en: 'Bird', es: 'Ave' } },
        { value: 'fish', label: { en: 'Fish', es: 'Pez' } },
        { value: 'reptile', label: { en: 'Reptile', es: 'Reptil' } },
        { value: 'small-mammal', label: { en: 'Small mammal', es: 'Mamífero pequeño' } },
        { value: 'other', label: { en: 'Other', es: 'Otro' } },
      ],
      list: true,
      filterable: true,
    },
    breed: { kind: 'text', label: { en: 'Breed', es: 'Raza' }, max: 80, list: true, searchable: true },
    color: { kind: 'text', label: { en: 'Color', es: 'Color' }, max: 40 },
    age: { kind: 'decimal', label: { en: 'Age (years)', es: 'Edad (años)' }, min: 0, max: 100 },
    weight: { kind: 'decimal', label: { en: 'Weight (lb)', es: 'Peso (lb)' }, min: 0, max: 2000 },
    lastVaccinationDate: {
      kind: 'date',
      label: { en: 'Last Vaccination Date', es: 'Última vacunación' },
      list: true,
      sortable: true,
      range: true,
    },
  },
});
