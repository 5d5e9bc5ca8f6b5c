import { defineEntity } from '../../define';
import { DOMAINS } from '../../../messaging/subjects';

/** A functional area whose screens and routes share one permission prefix. */
export const moduleEntity = defineEntity({
  name: 'module',
  domain: 'people',
  module: 'modules',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read'],
  },
  table: 'modules',
  title: { en: 'Module', es: 'Módulo' },
  titlePlural: { en: 'Modules', es: 'Módulos' },
  tenancy: 'global',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    key: {
      kind: 'text',
      label: { en: 'Key', es: 'Clave' },
      required: true,
      immutable: true,
      unique: true,
      max: 64,
      list: true,
      sortable: true,
      searchable: true,
    },
    name: { kind: 'text', label: { en: 'Name', es: 'Nombre' }, required: true, max: 120, list: true, sortable: true, searchable: true },
    domain: {
      kind: 'enum',
      label: { en: 'Domain', es: 'Dominio' },
      required: true,
      options: DOMAINS.map((d) => ({ value: d, label: { en: d[0]!.toUpperCase() + d.slice(1), es: d } })),
      list: true,
      filterable: true,
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 1000 },
  },
});
