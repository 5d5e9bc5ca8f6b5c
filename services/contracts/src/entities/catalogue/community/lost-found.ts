import { defineEntity } from '../../define';
import { choice, datetime, descriptionField, NAME_COLUMN, phone, ref, statusField, text } from '../../field-builders';
import { RAISE } from '../../grant-profiles';
import { HUB_GRANTS } from './field-helpers';

export const LOST_FOUND_STATES = [
  { value: 'open', label: { en: 'Open', es: 'Abierto' } },
  { value: 'claimed', label: { en: 'Claimed', es: 'Reclamado' } },
  { value: 'returned', label: { en: 'Returned', es: 'Devuelto' } },
] as const;

const KIND_OPTIONS = [
  { value: 'lost', label: { en: 'Lost', es: 'Perdido' } },
  { value: 'found', label: { en: 'Found', es: 'Encontrado' } },
] as const;

/** An item lost or found at a property; residents read the property's log and report items. */
export const lostFound = defineEntity({
  name: 'lostFound',
  domain: 'community',
  module: 'lost-found',
  table: 'lost_found_items',
  title: { en: 'Lost and Found', es: 'Objetos perdidos' },
  titlePlural: { en: 'Lost and Found', es: 'Objetos perdidos' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'itemName',
  defaultSort: { field: 'incidentAt', direction: 'desc' },
  attachments: { kinds: ['image'], addWith: 'create', maxFiles: 6, label: { en: 'Photos', es: 'Fotos' } },
  grants: { ...HUB_GRANTS, resident: RAISE },
  fields: {
    itemName: text('Item Name', 'Nombre del objeto', { required: true, max: 160, ...NAME_COLUMN }),
    kind: choice('Lost or found', 'Perdido o encontrado', KIND_OPTIONS, { required: true, list: true, filterable: true }),
    description: descriptionField(2000, { searchable: true }),
    // The office brokers a return: a resident reads their own number, never another reporter's.
    phoneNumber: phone('Phone Number', 'Número de teléfono', {
      list: true,
      readers: ['staff'],
      writers: ['staff', 'resident'],
      alsoReadBy: 'reportedById',
    }),
    incidentAt: datetime('Incident Date and Time', 'Fecha y hora del incidente', {
      required: true,
      list: true,
      sortable: true,
      range: true,
    }),
    location: text('Location', 'Ubicación', { max: 200, list: true, searchable: true }),
    state: statusField(LOST_FOUND_STATES, { sortable: true }),
    reportedById: ref('user', 'Reported By', 'Reportado por', { readOnly: true }),
    claimantName: text('Claimed By', 'Reclamado por', { readOnly: true, max: 160 }),
    claimantUserId: ref('user', 'Claimant Account', 'Cuenta del reclamante', { readOnly: true }),
    claimedAt: datetime('Claimed', 'Reclamado el', { readOnly: true }),
    returnedAt: datetime('Returned', 'Devuelto el', { readOnly: true }),
  },
});
