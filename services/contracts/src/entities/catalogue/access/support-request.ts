import { defineEntity } from '../../define';

/** A request for help raised by a user (resident, vendor, staff) to their management. */
export const supportRequest = defineEntity({
  name: 'supportRequest',
  domain: 'people',
  module: 'support',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
    staff: ['list', 'read', 'create', 'update'],
    resident: ['list', 'read', 'create'],
    vendor: ['list', 'read', 'create'],
  },
  table: 'support_requests',
  ownerField: 'requesterId',
  title: { en: 'Support Request', es: 'Solicitud de soporte' },
  titlePlural: { en: 'Support', es: 'Soporte' },
  tenancy: 'org',
  displayField: 'subject',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  // Screenshots and documents that show the problem.
  attachments: { kinds: ['image', 'document'], maxBytes: 10 * 1024 * 1024, maxFiles: 10, label: { en: 'Files', es: 'Archivos' } },
  fields: {
    subject: {
      kind: 'text',
      label: { en: 'Subject', es: 'Asunto' },
      required: true,
      max: 160,
      list: true,
      sortable: true,
      searchable: true,
    },
    category: {
      kind: 'enum',
      label: { en: 'Category', es: 'Categoría' },
      required: 'The Category field is required',
      options: [
        { value: 'account', label: { en: 'Account and sign-in', es: 'Cuenta y acceso' } },
        { value: 'billing', label: { en: 'Billing', es: 'Facturación' } },
        { value: 'building', label: { en: 'Building and amenities', es: 'Edificio y amenidades' } },
        { value: 'other', label: { en: 'Other', es: 'Otro' } },
      ],
      list: true,
      filterable: true,
    },
    priority: {
      kind: 'enum',
      label: { en: 'Priority', es: 'Prioridad' },
      options: [
        { value: 'low', label: { en: 'Low', es: 'Baja' } },
        { value: 'normal', label: { en: 'Normal', es: 'Normal' } },
        { value: 'high', label: { en: 'High', es: 'Alta' } },
      ],
      list: true,
      filterable: true,
    },
    supportStatus: {
      kind: 'enum',
      label: { en: 'State', es: 'Estado' },
      options: [
        { value: 'open', label: { en: 'Open', es: 'Abierta' } },
        { value: 'in-progress', label: { en: 'In progress', es: 'En curso' } },
        { value: 'resolved', label: { en: 'Resolved', es: 'Resuelta' } },
      ],
      list: true,
      filterable: true,
      // Moved by whoever handles the request.
      writers: ['staff'],
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, required: true, max: 4000 },
    requesterId: { kind: 'ref', ref: 'user', label: { en: 'Requester', es: 'Solicitante' }, immutable: true, list: true, filterable: true },
    assigneeId: {
      kind: 'ref',
      ref: 'user',
      label: { en: 'Assigned To', es: 'Asignada a' },
      list: true,
      filterable: true,
      writers: ['staff'],
    },
    // Written by whoever handles the request; the requester reads it.
    resolution: { kind: 'longText', label: { en: 'Resolution', es: 'Resolución' }, max: 4000, writers: ['staff'] },
  },
});
