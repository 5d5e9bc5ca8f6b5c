import { defineEntity } from '../../define';
import { NAME_COLUMN, flag, ref, text } from '../../field-builders';
import { READ } from '../../grant-profiles';
import { HUB_GRANTS } from './field-helpers';

/** A folder of a property's file manager; nested through its parent folder. */
export const folder = defineEntity({
  name: 'folder',
  domain: 'community',
  module: 'folders',
  table: 'folders',
  title: { en: 'Folder', es: 'Carpeta' },
  titlePlural: { en: 'Folders', es: 'Carpetas' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  // Residents see a folder only once it is shared with their property.
  visibleStates: { field: 'shared', roles: { resident: [true] } },
  grants: { ...HUB_GRANTS, resident: READ },
  fields: {
    name: text('Folder Name', 'Nombre de la carpeta', { required: 'Folder Name is required', max: 120, ...NAME_COLUMN }),
    parentFolderId: ref('folder', 'Parent Folder', 'Carpeta superior', { list: true, filterable: true }),
    shared: flag('Shared with residents', 'Compartida con residentes', { list: true, filterable: true }),
    // Kept by the service: lists of the top level filter on it (a list filter cannot ask for "no parent").
    atRoot: flag('Top level', 'Nivel superior', { readOnly: true, filterable: true }),
  },
});
