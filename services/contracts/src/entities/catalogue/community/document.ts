import { defineEntity } from '../../define';

/** A file of a property's file manager: its name and place here, its bytes in one attachment. */
export const fileDocument = defineEntity({
  name: 'document',
  domain: 'community',
  module: 'documents',
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    staff: ['list', 'read', 'create', 'update'],
    resident: ['list', 'read'],
    editor: ['list', 'read'],
  },
  table: 'documents',
  attachments: { kinds: ['image', 'document'], maxFiles: 1, label: { en: 'File', es: 'Archivo' } },
  title: { en: 'File', es: 'Archivo' },
  titlePlural: { en: 'Files', es: 'Archivos' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  // Residents read a file only once it is shared with their property; nobody else's residents ever.
  visibleStates: { field: 'shared', roles: { resident: [true] } },
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'File Name', es: 'Nombre del archivo' },
      required: 'File Name is required',
      max: 200,
      list: true,
      sortable: true,
      searchable: true,
    },
    folderId: { kind: 'ref', ref: 'folder', label: { en: 'Folder', es: 'Carpeta' }, list: true, filterable: true },
    shared: {
      kind: 'boolean',
      label: { en: 'Shared with residents', es: 'Compartido con residentes' },
      list: true,
      filterable: true,
    },
    atRoot: { kind: 'boolean', label: { en: 'Top level', es: 'Nivel superior' }, readOnly: true, filterable: true },
  },
});
