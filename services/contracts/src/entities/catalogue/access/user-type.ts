import { defineEntity } from '../../define';
import { ROLES } from '../../../auth/roles';
import { roleLabels } from './field-helpers';

/**
 * A role as administrators edit it: a base role (what the identity provider knows) and the
 * permission slugs it grants. A sub type (parentId) refines its parent and never exceeds it.
 */
export const userType = defineEntity({
  name: 'userType',
  domain: 'people',
  module: 'user-types',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read'],
    'property-manager': ['list', 'read'],
  },
  table: 'user_types',
  title: { en: 'User Type', es: 'Tipo de usuario' },
  titlePlural: { en: 'User Types', es: 'Tipos de usuario' },
  tenancy: 'global',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Type Name', es: 'Nombre del tipo' },
      required: 'Type Name field is required',
      unique: true,
      max: 120,
      list: true,
      sortable: true,
      searchable: true,
    },
    baseRole: {
      kind: 'enum',
      label: { en: 'Base Role', es: 'Rol base' },
      required: true,
      immutable: true,
      options: ROLES.map((r) => ({ value: r, label: roleLabels[r] })),
      list: true,
      filterable: true,
    },
    parentId: {
      kind: 'ref',
      ref: 'userType',
      label: { en: 'Parent Type', es: 'Tipo superior' },
      immutable: true,
      list: true,
      filterable: true,
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 1000 },
    permissions: { kind: 'textList', label: { en: 'Permissions', es: 'Permisos' } },
  },
});
