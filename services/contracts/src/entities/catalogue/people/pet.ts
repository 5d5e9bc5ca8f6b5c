import { defineEntity } from '../../define';
import { HOUSEHOLD_GRANTS } from './field-helpers';
import { choice, date, decimal, NAME_COLUMN, OWNING_UNIT, text, unitRef } from '../../field-builders';

const TYPE_OPTIONS = [
  { value: 'dog', label: { en: 'Dog', es: 'Perro' } },
  { value: 'cat', label: { en: 'Cat', es: 'Gato' } },
  { value: 'bird', label: { en: 'Bird', es: 'Ave' } },
  { value: 'fish', label: { en: 'Fish', es: 'Pez' } },
  { value: 'reptile', label: { en: 'Reptile', es: 'Reptil' } },
  { value: 'small-mammal', label: { en: 'Small mammal', es: 'Mamífero pequeño' } },
  { value: 'other', label: { en: 'Other', es: 'Otro' } },
] as const;

export const pet = defineEntity({
  name: 'pet',
  domain: 'people',
  module: 'pets',
  table: 'pets',
  title: { en: 'Pet', es: 'Mascota' },
  titlePlural: { en: 'Pets', es: 'Mascotas' },
  tenancy: 'property',
  parent: { entity: 'unit', field: 'unitId' },
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: HOUSEHOLD_GRANTS,
  fields: {
    unitId: unitRef(OWNING_UNIT),
    name: text('Pet Name', 'Nombre de la mascota', { required: true, max: 80, ...NAME_COLUMN }),
    type: choice('Type', 'Tipo', TYPE_OPTIONS, { required: true, list: true, filterable: true }),
    breed: text('Breed', 'Raza', { max: 80, list: true, searchable: true }),
    color: text('Color', 'Color', { max: 40 }),
    age: decimal('Age (years)', 'Edad (años)', { min: 0, max: 100 }),
    weight: decimal('Weight (lb)', 'Peso (lb)', { min: 0, max: 2000 }),
    lastVaccinationDate: date('Last Vaccination Date', 'Última vacunación', { list: true, sortable: true, range: true }),
  },
});
