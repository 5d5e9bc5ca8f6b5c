import { defineEntity } from '../../define';
import { HUB_GRANTS, READ } from './field-helpers';

/** What a suggestion is about (amenities, security…), per parent org. */
export const suggestionCategory = defineEntity({
  name: 'suggestionCategory',
  domain: 'community',
  module: 'suggestion-category',
  // Set up by management; residents only pick from it (no menu entry for them).
  configuration: true,
  grants: { ...HUB_GRANTS, staff: READ, resident: READ },
  table: 'suggestion_categories',
  title: { en: 'Suggestion Category', es: 'Categoría de sugerencia' },
  titlePlural: { en: 'Suggestion Categories', es: 'Categorías de sugerencias' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', es: 'Nombre' },
      required: true,
      unique: true,
      max: 120,
      list: true,
      sortable: true,
      searchable: true,
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 1000, list: true, searchable: true },
  },
});
