import { defineEntity } from '../../define';
import { DOMAINS } from '../../../messaging/subjects';
import { choice, descriptionField, NAME_COLUMN, text } from '../../field-builders';
import { READ } from '../../grant-profiles';

/** A functional area whose screens and routes share one permission prefix. */
export const moduleEntity = defineEntity({
  name: 'module',
  domain: 'people',
  module: 'modules',
  table: 'modules',
  title: { en: 'Module', es: 'Módulo' },
  titlePlural: { en: 'Modules', es: 'Módulos' },
  tenancy: 'global',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: { parent: READ },
  fields: {
    key: text('Key', 'Clave', { required: true, immutable: true, unique: true, max: 64, ...NAME_COLUMN }),
    name: text('Name', 'Nombre', { required: true, max: 120, ...NAME_COLUMN }),
    domain: choice(
      'Domain',
      'Dominio',
      DOMAINS.map((d) => ({ value: d, label: { en: d[0]!.toUpperCase() + d.slice(1), es: d } })),
      { required: true, list: true, filterable: true },
    ),
    description: descriptionField(1000),
  },
});
