import { defineEntity } from '../../define';
import { ROLES } from '../../../auth/roles';
import { roleLabels } from './field-helpers';
import { choice, descriptionField, NAME_COLUMN, ref, text, textList } from '../../field-builders';
import { READ, management } from '../../grant-profiles';

// The roles' display names travel with the user type that offers them, so people's own entry (and remote) has them.
export { roleLabels };

/**
 * A role as administrators edit it: a base role (what the identity provider knows) and the
 * permission slugs it grants. A sub type (parentId) refines its parent and never exceeds it.
 */
export const userType = defineEntity({
  name: 'userType',
  domain: 'people',
  module: 'user-types',
  table: 'user_types',
  title: { en: 'User Type', es: 'Tipo de usuario' },
  titlePlural: { en: 'User Types', es: 'Tipos de usuario' },
  tenancy: 'global',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: { ...management(READ) },
  fields: {
    name: text('Type Name', 'Nombre del tipo', { required: 'Type Name field is required', unique: true, max: 120, ...NAME_COLUMN }),
    baseRole: choice(
      'Base Role',
      'Rol base',
      ROLES.map((r) => ({ value: r, label: roleLabels[r] })),
      { required: true, immutable: true, list: true, filterable: true },
    ),
    parentId: ref('userType', 'Parent Type', 'Tipo superior', { immutable: true, list: true, filterable: true }),
    description: descriptionField(1000),
    permissions: textList('Permissions', 'Permisos'),
  },
});
