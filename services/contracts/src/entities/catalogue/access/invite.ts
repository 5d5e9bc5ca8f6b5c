import { defineEntity } from '../../define';
import { choice, datetime, emailField, longText, NAME_COLUMN, ref, refList, text } from '../../field-builders';
import { MANAGE, management } from '../../grant-profiles';

const INVITE_STATUS_OPTIONS = [
  { value: 'pending', label: { en: 'Pending', es: 'Pendiente' } },
  { value: 'accepted', label: { en: 'Accepted', es: 'Aceptada' } },
] as const;

/** An email invitation to join with a role and scope; accepted once through a secret link. */
export const invite = defineEntity({
  name: 'invite',
  domain: 'people',
  module: 'invites',
  table: 'invites',
  title: { en: 'Invite', es: 'Invitación' },
  titlePlural: { en: 'Invites', es: 'Invitaciones' },
  tenancy: 'org',
  displayField: 'email',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  orgOptional: true,
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: { ...management(MANAGE) },
  fields: {
    email: emailField({ required: true, immutable: true, ...NAME_COLUMN }),
    firstName: text('First Name', 'Nombre', { max: 80, list: true, searchable: true }),
    lastName: text('Last Name', 'Apellido', { max: 80, list: true, searchable: true }),
    userTypeId: ref('userType', 'Role', 'Rol', { required: true, immutable: true, list: true, filterable: true }),
    propertyIds: refList('property', 'Properties', 'Propiedades'),
    unitIds: refList('unit', 'Units', 'Unidades'),
    message: longText('Message', 'Mensaje', { max: 1000 }),
    inviteStatus: choice('Invite Status', 'Estado de la invitación', INVITE_STATUS_OPTIONS, {
      readOnly: true,
      list: true,
      filterable: true,
    }),
    expiresAt: datetime('Expires', 'Vence', { readOnly: true, list: true, sortable: true }),
    acceptedAt: datetime('Accepted', 'Aceptada el', { readOnly: true }),
    acceptedUserId: ref('user', 'Account', 'Cuenta', { readOnly: true }),
    tokenHash: text('Token', 'Token', { readOnly: true, secret: true }),
  },
});
