import { defineEntity } from '../../define';
import { color, descriptionField, endField, NAME_COLUMN, startField, text } from '../../field-builders';
import { MANAGE, MANAGE_IMPORT, READ, management } from '../../grant-profiles';

/** An event of a property, shown on its residents' events calendar. */
export const communityEvent = defineEntity({
  name: 'communityEvent',
  domain: 'community',
  module: 'events',
  table: 'community_events',
  title: { en: 'Event', es: 'Evento' },
  titlePlural: { en: 'Events', es: 'Eventos' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'title',
  defaultSort: { field: 'startAt', direction: 'desc' },
  example: { startAt: '2026-06-10T17:00:00.000Z', endAt: '2026-06-10T19:00:00.000Z' },
  grants: { ...management(MANAGE_IMPORT), staff: MANAGE, resident: READ, editor: READ },
  fields: {
    title: text('Title', 'Título', { required: true, max: 160, ...NAME_COLUMN }),
    startAt: startField('datetime', { list: true, sortable: true, range: true }),
    endAt: endField('datetime', { list: true, sortable: true }),
    location: text('Location', 'Lugar', { max: 200, list: true, searchable: true }),
    color: color('Color', 'Color'),
    description: descriptionField(4000),
  },
});
