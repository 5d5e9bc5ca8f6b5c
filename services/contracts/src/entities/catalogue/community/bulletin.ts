import { defineEntity } from '../../define';
import { datetime, endField, flag, longText, NAME_COLUMN, ref, startField, statusField, text } from '../../field-builders';
import { MANAGE, READ, management } from '../../grant-profiles';

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
  table: 'bulletins',
  title: { en: 'Bulletin', es: 'Anuncio' },
  titlePlural: { en: 'Bulletins', es: 'Anuncios' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'title',
  // Urgent bulletins first, then the newest start date (boardOrder is kept by the service).
  defaultSort: { field: 'boardOrder', direction: 'desc' },
  // Residents read the board: published bulletins of their property only.
  visibleStates: { field: 'state', roles: { resident: ['published'] } },
  grants: { ...management(MANAGE), staff: READ, editor: READ, resident: READ },
  fields: {
    title: text('Title', 'Título', { required: true, max: 160, ...NAME_COLUMN }),
    bulletinTypeId: ref('bulletinType', 'Bulletin Type', 'Tipo de anuncio', {
      required: 'The Bulletin Type field is required',
      list: true,
      filterable: true,
    }),
    body: longText('Message', 'Mensaje', { required: true, max: 8000, searchable: true }),
    startDate: startField('date', { list: true, sortable: true, filterable: true, range: true }),
    endDate: endField('date', { list: true, sortable: true }),
    urgent: flag('Urgent (pinned)', 'Urgente (fijado)', { list: true, filterable: true }),
    state: statusField(BULLETIN_STATES, { sortable: true }),
    publishedAt: datetime('Published', 'Publicado el', { readOnly: true, sortable: true }),
    expiredAt: datetime('Expired', 'Vencido el', { readOnly: true }),
    boardOrder: text('Board order', 'Orden en el tablero', { readOnly: true, sortable: true, max: 40 }),
  },
});
