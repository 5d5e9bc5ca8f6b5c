import { defineEntity } from '../../define';
import { HUB_GRANTS, unitRef } from './field-helpers';

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
  grants: { ...HUB_GRANTS, resident: ['list', 'read', 'create'] },
  table: 'suggestions',
  title: { en: 'Suggestion', es: 'Sugerencia' },
  titlePlural: { en: 'Suggestion Box', es: 'Buzón de sugerencias' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  ownerField: { resident: 'userId' },
  displayField: 'title',
  defaultSort: { field: 'number', direction: 'desc' },
  fields: {
    number: {
      kind: 'integer',
      label: { en: 'Number', es: 'Número' },
      readOnly: true,
      list: true,
      sortable: true,
    },
    title: { kind: 'text', label: { en: 'Title', es: 'Título' }, required: true, max: 160, list: true, sortable: true, searchable: true },
    categoryId: {
      kind: 'ref',
      ref: 'suggestionCategory',
      label: { en: 'Category', es: 'Categoría' },
      required: 'The Category field is required',
      list: true,
      filterable: true,
    },
    // A resident's own unit and account (the service holds a resident to them).
    unitId: { ...unitRef, required: 'The Unit field is required', immutable: true },
    userId: {
      kind: 'ref',
      ref: 'user',
      label: { en: 'User', es: 'Usuario' },
      required: 'The User field is required',
      list: true,
      filterable: true,
      immutable: true,
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, required: true, max: 4000, searchable: true },
    // The spec's "created date", as a calendar day a list can show, sort and filter by.
    createdDate: {
      kind: 'date',
      label: { en: 'Created Date', es: 'Fecha de creación' },
      readOnly: true,
      list: true,
      sortable: true,
      range: true,
    },
    state: {
      kind: 'enum',
      label: { en: 'Status', es: 'Estado' },
      options: SUGGESTION_STATES,
      readOnly: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    officialResponse: { kind: 'longText', label: { en: 'Official Response', es: 'Respuesta oficial' }, readOnly: true, max: 4000 },
    respondedAt: { kind: 'datetime', label: { en: 'Responded', es: 'Respondida el' }, readOnly: true },
    duplicateOfId: { kind: 'ref', ref: 'suggestion', label: { en: 'Duplicate of', es: 'Duplicada de' }, readOnly: true },
  },
});
