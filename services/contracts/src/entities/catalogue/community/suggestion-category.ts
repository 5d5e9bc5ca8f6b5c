import { lookupTypeEntity } from '../../lookup-type';
import { descriptionField } from '../../field-builders';

/** What a suggestion is about (amenities, security…), per parent org. */
export const suggestionCategory = lookupTypeEntity({
  name: 'suggestionCategory',
  domain: 'community',
  module: 'suggestion-category',
  table: 'suggestion_categories',
  title: { en: 'Suggestion Category', es: 'Categoría de sugerencia' },
  titlePlural: { en: 'Suggestion Categories', es: 'Categorías de sugerencias' },
  pickers: ['resident'],
  nameLabel: { en: 'Name', es: 'Nombre' },
  nameRequired: true,
  uniqueName: true,
  fields: {
    description: descriptionField(1000, { list: true, searchable: true }),
  },
});
