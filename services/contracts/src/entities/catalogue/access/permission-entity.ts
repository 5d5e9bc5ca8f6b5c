import { defineEntity } from '../../define';

/** A module plus an action: the slug a route names (`units-import`). */
export const permissionEntity = defineEntity({
  name: 'permission',
  domain: 'people',
  module: 'permissions',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read'],
  },
  table: 'permissions',
  title: { en: 'Permission', es: 'Permiso' },
  titlePlural: { en: 'Permissions', es: 'Permisos' },
  tenancy: 'global',
  displayField: 'slug',
  defaultSort: { field: 'slug', direction: 'asc' },
  fields: {
    slug: {
      kind: 'text',
      label: { en: 'Slug', es: 'Identificador' },
      required: true,
      immutable: true,
      unique: true,
      max: 120,
      list: true,
      sortable: true,
      searchable: true,
    },
    moduleKey: {
      kind: 'text',
      label: { en: 'Module', es: 'Módulo' },
      required: true,
      immutable: true,
      max: 64,
      list: true,
      sortable: true,
      filterable: true,
    },
    // The generic five (list, read, create, update, import) or a declared action's kebab name
    // (ADR 0020): open text, checked against the catalogue by the people service.
    action: {
      kind: 'text',
      label: { en: 'Action', es: 'Acción' },
      required: true,
      immutable: true,
      max: 64,
      list: true,
      filterable: true,
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 1000, list: true },
  },
});
