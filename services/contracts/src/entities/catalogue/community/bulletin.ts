import { defineEntity } from '../../define';
import { HUB_GRANTS, READ } from './field-helpers';

/** The bulletin lifecycle (domains.md): DRAFT → SCHEDULED → PUBLISHED → EXPIRED → ARCHIVED. */
export const BULLETIN_STATES = [
  { value: 'draft', label: { en: 'Draft', es: 'Borrador' } },
  { value: 'scheduled', label: { en: 'Scheduled', es: 'Programado' } },
  { value: 'published', label: { en: 'Published', es: 'Publicado' } },
  { value: 'expired', label: { en: 'Expired', es: 'Vencido' } },
  { value: 'archived', label: { en: 'Archived', es: 'Archivado' } },
] as const;

/** A notice on a property's bulletin board, shown to residents between its start and end dates. */
export const bulletin = defineEntity({
  name: 'bulletin',
  domain: 'community',
  module: 'bulletin',
  grants: { ...HUB_GRANTS, staff: READ, resident: READ },
  table: 'bulletins',
  title: { en: 'Bulletin', es: 'Anuncio' },
  titlePlural: { en: 'Bulletins', es: 'Anuncios' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  // Residents read the board: published bulletins of their property only.
  visibleStates: { field: 'state', roles: { resident: ['published'] } },
  displayField: 'title',
  // Urgent bulletins first, then the newest start date (boardOrder is kept by the service).
  defaultSort: { field: 'boardOrder', direction: 'desc' },
  fields: {
    title: { kind: 'text', label: { en: 'Title', es: 'Título' }, required: true, max: 160, list: true, sortable: true, searchable: true },
    bulletinTypeId: {
      kind: 'ref',
      ref: 'bulletinType',
      label: { en: 'Bulletin Type', es: 'Tipo de anuncio' },
      required: 'The Bulletin Type field is required',
      list: true,
      filterable: true,
    },
    body: { kind: 'longText', label: { en: 'Message', es: 'Mensaje' }, required: true, max: 8000, searchable: true },
    startDate: {
      kind: 'date',
      label: { en: 'Start Date', es: 'Fecha de inicio' },
      required: 'The Start Date field is required',
      list: true,
      sortable: true,
      filterable: true,
      range: true,
    },
    endDate: {
      kind: 'date',
      label: { en: 'End Date', es: 'Fecha de fin' },
      required: 'The End Date field is required',
      list: true,
      sortable: true,
    },
    urgent: { kind: 'boolean', label: { en: 'Urgent (pinned)', es: 'Urgente (fijado)' }, list: true, filterable: true },
    state: {
      kind: 'enum',
      label: { en: 'Status', es: 'Estado' },
      options: BULLETIN_STATES,
      readOnly: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    publishedAt: { kind: 'datetime', label: { en: 'Published', es: 'Publicado el' }, readOnly: true, sortable: true },
    expiredAt: { kind: 'datetime', label: { en: 'Expired', es: 'Vencido el' }, readOnly: true },
    boardOrder: { kind: 'text', label: { en: 'Board order', es: 'Orden en el tablero' }, readOnly: true, sortable: true, max: 40 },
  },
});
