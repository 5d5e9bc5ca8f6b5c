import { defineEntity } from '../../define';
import { unitRef } from './field-helpers';

/** Who lives or lived in a unit, and when: the unit's users and history. */
export const unitUser = defineEntity({
  name: 'unitUser',
  domain: 'people',
  module: 'unit-users',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read', 'create', 'update', 'import'],
    'property-manager': ['list', 'read', 'create', 'update', 'import'],
    editor: ['list', 'read'],
    staff: ['list', 'read'],
    resident: ['list', 'read'],
  },
  table: 'unit_users',
  title: { en: 'Unit User', es: 'Usuario de la unidad' },
  titlePlural: { en: 'Unit Users', es: 'Usuarios de la unidad' },
  tenancy: 'property',
  parent: { entity: 'unit', field: 'unitId' },
  displayField: 'name',
  defaultSort: { field: 'moveInDate', direction: 'desc' },
  fields: {
    unitId: unitRef(true),
    name: {
      kind: 'text',
      label: { en: 'Name', es: 'Nombre' },
      required: 'The User field is required',
      max: 120,
      list: true,
      sortable: true,
      searchable: true,
    },
    // A resident sees who lives and lived in their unit, not the others' contact details.
    email: { kind: 'email', label: { en: 'Email', es: 'Correo electrónico' }, list: true, searchable: true, readers: ['staff'] },
    phone: { kind: 'phone', label: { en: 'Phone', es: 'Teléfono' }, max: 32, readers: ['staff'] },
    relationship: {
      kind: 'enum',
      label: { en: 'Relationship', es: 'Relación' },
      required: true,
      options: [
        { value: 'owner', label: { en: 'Owner', es: 'Propietario' } },
        { value: 'tenant', label: { en: 'Tenant', es: 'Inquilino' } },
        { value: 'occupant', label: { en: 'Occupant', es: 'Ocupante' } },
      ],
      list: true,
      filterable: true,
    },
    moveInDate: {
      kind: 'date',
      label: { en: 'Move-in Date', es: 'Fecha de entrada' },
      required: 'The Start Date field is required',
      list: true,
      sortable: true,
      range: true,
    },
    moveOutDate: { kind: 'date', label: { en: 'Move-out Date', es: 'Fecha de salida' }, list: true, sortable: true, range: true },
  },
});
