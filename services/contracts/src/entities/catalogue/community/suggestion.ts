import { defineEntity } from '../../define';
import { HUB_GRANTS } from './field-helpers';
import { date, datetime, integer, longText, NAME_COLUMN, OWNING_UNIT, ref, statusField, text, unitRef } from '../../field-builders';
import { RAISE } from '../../grant-profiles';

/** The suggestion lifecycle (domains.md, after Fider). */
export const SUGGESTION_STATES = [
  { value: 'open', label: { en: 'Open', es: 'Abierta' } },
  { value: 'planned', label: { en: 'Planned', es: 'Planificada' } },
  { value: 'started', label: { en: 'Started', es: 'Iniciada' } },
  { value: 'completed', label: { en: 'Completed', es: 'Completada' } },
  { value: 'declined', label: { en: 'Declined', es: 'Rechazada' } },
  { value: 'duplicate', label: { en: 'Duplicate', es: 'Duplicada' } },
] as const;

/**
 * A resident's suggestion to management. Residents see their own only (ownerField): a
 * suggestion names its author and unit, so it is not published to neighbours.
 */
export const suggestion = defineEntity({
  name: 'suggestion',
  domain: 'community',
  module: 'suggestion-box',
  table: 'suggestions',
  title: { en: 'Suggestion', es: 'Sugerencia' },
  titlePlural: { en: 'Suggestion Box', es: 'Buzón de sugerencias' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'title',
  defaultSort: { field: 'number', direction: 'desc' },
  ownerField: { resident: 'userId' },
  grants: { ...HUB_GRANTS, resident: RAISE },
  fields: {
    number: integer('Number', 'Número', { readOnly: true, list: true, sortable: true }),
    title: text('Title', 'Título', { required: true, max: 160, ...NAME_COLUMN }),
    categoryId: ref('suggestionCategory', 'Category', 'Categoría', {
      required: 'The Category field is required',
      list: true,
      filterable: true,
    }),
    // A resident's own unit and account (the service holds a resident to them).
    unitId: unitRef(OWNING_UNIT),
    userId: ref('user', 'User', 'Usuario', { required: 'The User field is required', list: true, filterable: true, immutable: true }),
    description: longText('Description', 'Descripción', { required: true, max: 4000, searchable: true }),
    // The spec's "created date", as a calendar day a list can show, sort and filter by.
    createdDate: date('Created Date', 'Fecha de creación', { readOnly: true, list: true, sortable: true, range: true }),
    state: statusField(SUGGESTION_STATES, { sortable: true }),
    officialResponse: longText('Official Response', 'Respuesta oficial', { readOnly: true, max: 4000 }),
    respondedAt: datetime('Responded', 'Respondida el', { readOnly: true }),
    duplicateOfId: ref('suggestion', 'Duplicate of', 'Duplicada de', { readOnly: true }),
  },
});
