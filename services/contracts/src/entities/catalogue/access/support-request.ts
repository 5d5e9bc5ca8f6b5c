import { defineEntity } from '../../define';
import { NAME_COLUMN, choice, ref, text, longText } from '../../field-builders';
import { MANAGE, RAISE, management } from '../../grant-profiles';

const CATEGORY_OPTIONS = [
  { value: 'account', label: { en: 'Account and sign-in', es: 'Cuenta y acceso' } },
  { value: 'billing', label: { en: 'Billing', es: 'Facturación' } },
  { value: 'building', label: { en: 'Building and amenities', es: 'Edificio y amenidades' } },
  { value: 'other', label: { en: 'Other', es: 'Otro' } },
] as const;

const SUPPORT_STATUS_OPTIONS = [
  { value: 'open', label: { en: 'Open', es: 'Abierta' } },
  { value: 'in-progress', label: { en: 'In progress', es: 'En curso' } },
  { value: 'resolved', label: { en: 'Resolved', es: 'Resuelta' } },
] as const;

const PRIORITY_OPTIONS = [
  { value: 'low', label: { en: 'Low', es: 'Baja' } },
  { value: 'normal', label: { en: 'Normal', es: 'Normal' } },
  { value: 'high', label: { en: 'High', es: 'Alta' } },
] as const;

/** A request for help raised by a user (resident, vendor, staff) to their management. */
export const supportRequest = defineEntity({
  name: 'supportRequest',
  domain: 'people',
  module: 'support',
  table: 'support_requests',
  title: { en: 'Support Request', es: 'Solicitud de soporte' },
  titlePlural: { en: 'Support', es: 'Soporte' },
  tenancy: 'org',
  displayField: 'subject',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  ownerField: 'requesterId',
  // Screenshots and documents that show the problem.
  attachments: { kinds: ['image', 'document'], maxBytes: 10 * 1024 * 1024, maxFiles: 10, label: { en: 'Files', es: 'Archivos' } },
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: { ...management(MANAGE), staff: MANAGE, resident: RAISE, vendor: RAISE },
  fields: {
    subject: text('Subject', 'Asunto', { required: true, max: 160, ...NAME_COLUMN }),
    category: choice('Category', 'Categoría', CATEGORY_OPTIONS, {
      required: 'The Category field is required',
      list: true,
      filterable: true,
    }),
    priority: choice('Priority', 'Prioridad', PRIORITY_OPTIONS, { list: true, filterable: true }),
    // Moved by whoever handles the request.
    supportStatus: choice('State', 'Estado', SUPPORT_STATUS_OPTIONS, { list: true, filterable: true, writers: ['staff'] }),
    description: longText('Description', 'Descripción', { required: true, max: 4000 }),
    requesterId: ref('user', 'Requester', 'Solicitante', { immutable: true, list: true, filterable: true }),
    assigneeId: ref('user', 'Assigned To', 'Asignada a', { list: true, filterable: true, writers: ['staff'] }),
    // Written by whoever handles the request; the requester reads it.
    resolution: longText('Resolution', 'Resolución', { max: 4000, writers: ['staff'] }),
  },
});
