import { defineEntity } from '../../define';
import { DIRECTORY_GRANTS } from './field-helpers';
import { choice, date, emailField, NAME_COLUMN, OWNING_UNIT, phoneField, text, unitRef } from '../../field-builders';

const RELATIONSHIP_OPTIONS = [
  { value: 'owner', label: { en: 'Owner', es: 'Propietario' } },
  { value: 'tenant', label: { en: 'Tenant', es: 'Inquilino' } },
  { value: 'occupant', label: { en: 'Occupant', es: 'Ocupante' } },
] as const;

/** Who lives or lived in a unit, and when: the unit's users and history. */
export const unitUser = defineEntity({
  name: 'unitUser',
  domain: 'people',
  module: 'unit-users',
  table: 'unit_users',
  title: { en: 'Unit User', es: 'Usuario de la unidad' },
  titlePlural: { en: 'Unit Users', es: 'Usuarios de la unidad' },
  tenancy: 'property',
  parent: { entity: 'unit', field: 'unitId' },
  displayField: 'name',
  defaultSort: { field: 'moveInDate', direction: 'desc' },
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: DIRECTORY_GRANTS,
  fields: {
    unitId: unitRef(OWNING_UNIT),
    name: text('Name', 'Nombre', { required: 'The User field is required', max: 120, ...NAME_COLUMN }),
    // A resident sees who lives and lived in their unit, not the others' contact details.
    email: emailField({ list: true, searchable: true, readers: ['staff'] }),
    phone: phoneField({ readers: ['staff'] }),
    relationship: choice('Relationship', 'Relación', RELATIONSHIP_OPTIONS, { required: true, list: true, filterable: true }),
    moveInDate: date('Move-in Date', 'Fecha de entrada', {
      required: 'The Start Date field is required',
      list: true,
      sortable: true,
      range: true,
    }),
    moveOutDate: date('Move-out Date', 'Fecha de salida', { list: true, sortable: true, range: true }),
  },
});
