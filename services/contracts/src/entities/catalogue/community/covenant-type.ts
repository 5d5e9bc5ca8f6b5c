import { defineEntity } from '../../define';
import { HUB_GRANTS, READ } from './field-helpers';

/** A rule of the covenants (pets, noise, parking…) with the defaults of its enforcement notices. */
export const covenantType = defineEntity({
  name: 'covenantType',
  domain: 'community',
  module: 'covenant-type',
  // Set up by management; residents only pick from it (no menu entry for them).
  configuration: true,
  grants: { ...HUB_GRANTS, staff: READ, resident: READ },
  table: 'covenant_types',
  title: { en: 'Covenant Type', es: 'Tipo de infracción' },
  titlePlural: { en: 'Covenant Types', es: 'Tipos de infracción' },
  tenancy: 'org',
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
    articleNumber: { kind: 'text', label: { en: 'Article Number', es: 'Número de artículo' }, max: 40, list: true },
    defaultWording: { kind: 'longText', label: { en: 'Default Wording', es: 'Redacción predeterminada' }, max: 4000 },
    defaultFine: { kind: 'money', label: { en: 'Default Fine', es: 'Multa predeterminada' }, min: 0, list: true },
    defaultDaysToRemedy: {
      kind: 'integer',
      label: { en: 'Default Days to Remedy', es: 'Días para subsanar predeterminados' },
      min: 0,
      max: 365,
      list: true,
    },
  },
});
