import { defineEntity } from '../../define';
import { descriptionField, NAME_COLUMN, text } from '../../field-builders';
import { READ } from '../../grant-profiles';

/** A module plus an action: the slug a route names (`units-import`). */
export const permissionEntity = defineEntity({
  name: 'permission',
  domain: 'people',
  module: 'permissions',
  table: 'permissions',
  title: { en: 'Permission', es: 'Permiso' },
  titlePlural: { en: 'Permissions', es: 'Permisos' },
  tenancy: 'global',
  displayField: 'slug',
  defaultSort: { field: 'slug', direction: 'asc' },
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: { parent: READ },
  fields: {
    slug: text('Slug', 'Identificador', { required: true, immutable: true, unique: true, max: 120, ...NAME_COLUMN }),
    moduleKey: text('Module', 'Módulo', { required: true, immutable: true, max: 64, list: true, sortable: true, filterable: true }),
    // The generic five (list, read, create, update, import) or a declared action's kebab name
    // (ADR 0020): open text, checked against the catalogue by the people service.
    action: text('Action', 'Acción', { required: true, immutable: true, max: 64, list: true, filterable: true }),
    description: descriptionField(1000, { list: true }),
  },
});
