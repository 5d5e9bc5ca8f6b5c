import { defineEntity } from '../../define';
import { HUB_GRANTS } from './field-helpers';

export const LOST_FOUND_STATES = [
  { value: 'open', label: { en: 'Open', es: 'Abierto' } },
  { value: 'claimed', label: { en: 'Claimed', es: 'Reclamado' } },
  { value: 'returned', label: { en: 'Returned', es: 'Devuelto' } },
] as const;

/** An item lost or found at a property; residents read the property's log and report items. */
export const lostFound = defineEntity({
  name: 'lostFound',
  domain: 'community',
  module: 'lost-found',
  grants: { ...HUB_GRANTS, resident: ['list', 'read', 'create'] },
  table: 'lost_found_items',
  title: { en: 'Lost and Found', es: 'Objetos perdidos' },
  titlePlural: { en: 'Lost and Found', es: 'Objetos perdidos' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  attachments: { kinds: ['image'], addWith: 'create', maxFiles: 6, label: { en: 'Photos', es: 'Fotos' } },
  displayField: 'itemName',
  defaultSort: { field: 'incidentAt', direction: 'desc' },
  fields: {
    itemName: {
      kind: 'text',
      label: { en: 'Item Name', es: 'Nombre del objeto' },
      required: true,
      max: 160,
      list: true,
      sortable: true,
      searchable: true,
    },
    kind: {
      kind: 'enum',
      label: { en: 'Lost or found', es: 'Perdido o encontrado' },
      options: [
        { value: 'lost', label: { en: 'Lost', es: 'Perdido' } },
        { value: 'found', label: { en: 'Found', es: 'Encontrado' } },
      ],
      required: true,
      list: true,
      filterable: true,
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 2000, searchable: true },
    // The office brokers a return: a resident reads their own number, never another reporter's.
    phoneNumber: {
      kind: 'phone',
      label: { en: 'Phone Number', es: 'Número de teléfono' },
      list: true,
      readers: ['staff'],
      writers: ['staff', 'resident'],
      alsoReadBy: 'reportedById',
    },
    incidentAt: {
      kind: 'datetime',
      label: { en: 'Incident Date and Time', es: 'Fecha y hora del incidente' },
      required: true,
      list: true,
      sortable: true,
      range: true,
    },
    location: { kind: 'text', label: { en: 'Location', es: 'Ubicación' }, max: 200, list: true, searchable: true },
    state: {
      kind: 'enum',
      label: { en: 'Status', es: 'Estado' },
      options: LOST_FOUND_STATES,
      readOnly: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    reportedById: { kind: 'ref', ref: 'user', label: { en: 'Reported By', es: 'Reportado por' }, readOnly: true },
    claimantName: { kind: 'text', label: { en: 'Claimed By', es: 'Reclamado por' }, readOnly: true, max: 160 },
    claimantUserId: { kind: 'ref', ref: 'user', label: { en: 'Claimant Account', es: 'Cuenta del reclamante' }, readOnly: true },
    claimedAt: { kind: 'datetime', label: { en: 'Claimed', es: 'Reclamado el' }, readOnly: true },
    returnedAt: { kind: 'datetime', label: { en: 'Returned', es: 'Devuelto el' }, readOnly: true },
  },
});
