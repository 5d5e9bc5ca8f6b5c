import { lookupTypeEntity } from '../../lookup-type';

/** A rule of the covenants (pets, noise, parking…) with the defaults of its enforcement notices. */
export const covenantType = lookupTypeEntity({
  name: 'covenantType',
  domain: 'community',
  module: 'covenant-type',
  table: 'covenant_types',
  title: { en: 'Covenant Type', es: 'Tipo de infracción' },
  titlePlural: { en: 'Covenant Types', es: 'Tipos de infracción' },
  pickers: ['resident'],
  nameLabel: { en: 'Type Name', es: 'Nombre del tipo' },
  nameRequired: 'Type Name field is required',
  uniqueName: true,
  fields: {
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
