import { defineEntity } from '../../define';
import { MANAGE, READ } from './field-helpers';

/** An event of a property, shown on its residents' events calendar. */
export const communityEvent = defineEntity({
  name: 'communityEvent',
  domain: 'community',
  module: 'events',
  grants: {
    parent: [...MANAGE, 'import'],
    'property-manager': [...MANAGE, 'import'],
    staff: MANAGE,
    resident: READ,
    editor: READ,
  },
  table: 'community_events',
  title: { en: 'Event', es: 'Evento' },
  titlePlural: { en: 'Events', es: 'Eventos' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'title',
  defaultSort: { field: 'startAt', direction: 'desc' },
  example: { startAt: '2026-06-10T17:00:00.000Z', endAt: '2026-06-10T19:00:00.000Z' },
  fields: {
    title: { kind: 'text', label: { en: 'Title', es: 'Título' }, required: true, max: 160, list: true, sortable: true, searchable: true },
    startAt: {
      kind: 'datetime',
      label: { en: 'Start Date', es: 'Fecha de inicio' },
      required: 'The Start Date field is required',
      list: true,
      sortable: true,
      range: true,
    },
    endAt: {
      kind: 'datetime',
      label: { en: 'End Date', es: 'Fecha de fin' },
      required: 'The End Date field is required',
      list: true,
      sortable: true,
    },
    location: { kind: 'text', label: { en: 'Location', es: 'Lugar' }, max: 200, list: true, searchable: true },
    color: { kind: 'color', label: { en: 'Color', es: 'Color' } },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 4000 },
  },
});
