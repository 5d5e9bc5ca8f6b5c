import { lookupTypeEntity } from '../../lookup-type';
import { integer, longText, money, text } from '../../field-builders';

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
    articleNumber: text('Article Number', 'Número de artículo', { max: 40, list: true }),
    defaultWording: longText('Default Wording', 'Redacción predeterminada', { max: 4000 }),
    defaultFine: money('Default Fine', 'Multa predeterminada', { min: 0, list: true }),
    defaultDaysToRemedy: integer('Default Days to Remedy', 'Días para subsanar predeterminados', { min: 0, max: 365, list: true }),
  },
});
