import { defineEntity } from '../../define';
import { choice, datetime, emailField, longText, NAME_COLUMN, phoneField, ref, text } from '../../field-builders';
import { management } from '../../grant-profiles';
import { LANGUAGE_OPTIONS } from './user';

const KIND_OPTIONS = [
  { value: 'resident', label: { en: 'Resident / owner', es: 'Residente / propietario' } },
  { value: 'vendor', label: { en: 'Vendor', es: 'Proveedor' } },
  { value: 'portfolio', label: { en: 'Portfolio (new parent org)', es: 'Portafolio (nueva organización)' } },
] as const;

const REQUEST_STATUS_OPTIONS = [
  { value: 'pending', label: { en: 'Pending', es: 'Pendiente' } },
  { value: 'accepted', label: { en: 'Accepted', es: 'Aceptada' } },
  { value: 'declined', label: { en: 'Declined', es: 'Rechazada' } },
] as const;

/** Someone who signed up asks to join a property (resident), as a vendor, or with a portfolio. */
export const joinRequest = defineEntity({
  name: 'joinRequest',
  domain: 'people',
  module: 'join-requests',
  table: 'join_requests',
  title: { en: 'Join Request', es: 'Solicitud de ingreso' },
  titlePlural: { en: 'Join Requests', es: 'Solicitudes de ingreso' },
  tenancy: 'org',
  displayField: 'email',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  orgOptional: true,
  closedActions: ['create'],
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: { ...management(['list', 'read', 'update']) },
  fields: {
    kind: choice('Request Type', 'Tipo de solicitud', KIND_OPTIONS, { required: true, immutable: true, list: true, filterable: true }),
    firstName: text('First Name', 'Nombre', { required: true, max: 80, list: true, searchable: true }),
    lastName: text('Last Name', 'Apellido', { required: true, max: 80, list: true, searchable: true }),
    email: emailField({ required: true, immutable: true, ...NAME_COLUMN }),
    phone: phoneField(),
    company: text('Company', 'Empresa', { max: 120, searchable: true }),
    requestedPropertyId: ref('property', 'Property', 'Propiedad', { immutable: true, list: true, filterable: true }),
    unitNumber: text('Unit or Suite No', 'Unidad o suite n.º', { max: 32, list: true }),
    message: longText('Message', 'Mensaje', { max: 1000 }),
    // The language the console showed when they signed up: their mails until they choose one.
    language: choice('Language', 'Idioma', LANGUAGE_OPTIONS, { immutable: true }),
    requestStatus: choice('Decision', 'Decisión', REQUEST_STATUS_OPTIONS, { readOnly: true, list: true, filterable: true }),
    decisionReason: longText('Reason', 'Motivo', { readOnly: true, max: 1000 }),
    decidedBy: ref('user', 'Decided By', 'Decidido por', { readOnly: true }),
    decidedAt: datetime('Decided', 'Decidido el', { readOnly: true }),
    userId: ref('user', 'Account', 'Cuenta', { readOnly: true }),
  },
});
