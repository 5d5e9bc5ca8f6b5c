import { defineEntity } from '../../define';
import { NAME_COLUMN, flag, ref, text } from '../../field-builders';
import { READ } from '../../grant-profiles';
import { HUB_GRANTS } from './field-helpers';

/** A file of a property's file manager: its name and place here, its bytes in one attachment. */
export const fileDocument = defineEntity({
  name: 'document',
  domain: 'community',
  module: 'documents',
  table: 'documents',
  title: { en: 'File', es: 'Archivo' },
  titlePlural: { en: 'Files', es: 'Archivos' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  // Residents read a file only once it is shared with their property; nobody else's residents ever.
  visibleStates: { field: 'shared', roles: { resident: [true] } },
  attachments: { kinds: ['image', 'document'], maxFiles: 1, label: { en: 'File', es: 'Archivo' } },
  grants: { ...HUB_GRANTS, resident: READ },
  fields: {
    name: text('File Name', 'Nombre del archivo', { required: 'File Name is required', max: 200, ...NAME_COLUMN }),
    folderId: ref('folder', 'Folder', 'Carpeta', { list: true, filterable: true }),
    shared: flag('Shared with residents', 'Compartido con residentes', { list: true, filterable: true }),
    atRoot: flag('Top level', 'Nivel superior', { readOnly: true, filterable: true }),
  },
});
