import { defineEntity } from '../../define';

/** A folder of a property's file manager; nested through its parent folder. */
export const folder = defineEntity({
  name: 'folder',
  domain: 'community',
  module: 'folders',
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    staff: ['list', 'read', 'create', 'update'],
    resident: ['list', 'read'],
    editor: ['list', 'read'],
  },
  table: 'folders',
  title: { en: 'Folder', es: 'Carpeta' },
  titlePlural: { en: 'Folders', es: 'Carpetas' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  // Residents see a folder only once it is shared with their property.
  visibleStates: { field: 'shared', roles: { resident: [true] } },
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Folder Name', es: 'Nombre de la carpeta' },
      required: 'Folder Name is required',
      max: 120,
      list: true,
      sortable: true,
      searchable: true,
    },
    parentFolderId: {
      kind: 'ref',
      ref: 'folder',
      label: { en: 'Parent Folder', es: 'Carpeta superior' },
      list: true,
      filterable: true,
    },
    shared: {
      kind: 'boolean',
      label: { en: 'Shared with residents', es: 'Compartida con residentes' },
      list: true,
      filterable: true,
    },
    // Kept by the service: lists of the top level filter on it (a list filter cannot ask for "no parent").
    atRoot: { kind: 'boolean', label: { en: 'Top level', es: 'Nivel superior' }, readOnly: true, filterable: true },
  },
});
