import { defineEntity } from '../../define';
import { refList } from './field-helpers';

/** An email invitation to join with a role and scope; accepted once through a secret link. */
export const invite = defineEntity({
  name: 'invite',
  domain: 'people',
  module: 'invites',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read', 'create', 'update'],
    'property-manager': ['list', 'read', 'create', 'update'],
  },
  table: 'invites',
  title: { en: 'Invite', es: 'Invitación' },
  titlePlural: { en: 'Invites', es: 'Invitaciones' },
  tenancy: 'org',
  orgOptional: true,
  displayField: 'email',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  fields: {
    email: {
      kind: 'email',
      label: { en: 'Email', es: 'Correo electrónico' },
      required: true,
      immutable: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    firstName: { kind: 'text', label: { en: 'First Name', es: 'Nombre' }, max: 80, list: true, searchable: true },
    lastName: { kind: 'text', label: { en: 'Last Name', es: 'Apellido' }, max: 80, list: true, searchable: true },
    userTypeId: {
      kind: 'ref',
      ref: 'userType',
      label: { en: 'Role', es: 'Rol' },
      required: true,
      immutable: true,
      list: true,
      filterable: true,
    },
    propertyIds: refList('property', 'Properties', 'Propiedades'),
    unitIds: refList('unit', 'Units', 'Unidades'),
    message: { kind: 'longText', label: { en: 'Message', es: 'Mensaje' }, max: 1000 },
    inviteStatus: {
      kind: 'enum',
      label: { en: 'Invite Status', es: 'Estado de la invitación' },
      readOnly: true,
      options: [
        { value: 'pending', label: { en: 'Pending', es: 'Pendiente' } },
        { value: 'accepted', label: { en: 'Accepted', es: 'Aceptada' } },
      ],
      list: true,
      filterable: true,
    },
    expiresAt: { kind: 'datetime', label: { en: 'Expires', es: 'Vence' }, readOnly: true, list: true, sortable: true },
    acceptedAt: { kind: 'datetime', label: { en: 'Accepted', es: 'Aceptada el' }, readOnly: true },
    acceptedUserId: { kind: 'ref', ref: 'user', label: { en: 'Account', es: 'Cuenta' }, readOnly: true },
    tokenHash: { kind: 'text', label: { en: 'Token', es: 'Token' }, readOnly: true, secret: true },
  },
});
