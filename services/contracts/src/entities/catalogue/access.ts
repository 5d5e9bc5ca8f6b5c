import { defineEntity } from '../define';
import { ROLES } from '../../auth/roles';
import { DOMAINS } from '../../messaging/subjects';
import { PERMISSION_ACTIONS } from '../permissions';

const roleLabels: Record<(typeof ROLES)[number], { en: string; es: string }> = {
  administrator: { en: 'Administrator', es: 'Administrador' },
  parent: { en: 'Parent (portfolio owner)', es: 'Matriz (propietario del portafolio)' },
  'super-user': { en: 'Super user', es: 'Superusuario' },
  editor: { en: 'Editor', es: 'Editor' },
  'property-manager': { en: 'Property manager', es: 'Administrador de propiedad' },
  staff: { en: 'Staff', es: 'Personal' },
  resident: { en: 'Resident / owner', es: 'Residente / propietario' },
  vendor: { en: 'Vendor', es: 'Proveedor' },
};

/** A functional area whose screens and routes share one permission prefix. */
export const moduleEntity = defineEntity({
  name: 'module',
  domain: 'people',
  module: 'modules',
  table: 'modules',
  title: { en: 'Module', es: 'Módulo' },
  titlePlural: { en: 'Modules', es: 'Módulos' },
  tenancy: 'global',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    key: {
      kind: 'text',
      label: { en: 'Key', es: 'Clave' },
      required: true,
      immutable: true,
      unique: true,
      max: 64,
      list: true,
      sortable: true,
      searchable: true,
    },
    name: { kind: 'text', label: { en: 'Name', es: 'Nombre' }, required: true, max: 120, list: true, sortable: true, searchable: true },
    domain: {
      kind: 'enum',
      label: { en: 'Domain', es: 'Dominio' },
      required: true,
      options: DOMAINS.map((d) => ({ value: d, label: { en: d[0]!.toUpperCase() + d.slice(1), es: d } })),
      list: true,
      filterable: true,
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 1000 },
  },
});

/** A module plus an action: the slug a route names (`units-import`). */
export const permissionEntity = defineEntity({
  name: 'permission',
  domain: 'people',
  module: 'permissions',
  table: 'permissions',
  title: { en: 'Permission', es: 'Permiso' },
  titlePlural: { en: 'Permissions', es: 'Permisos' },
  tenancy: 'global',
  displayField: 'slug',
  defaultSort: { field: 'slug', direction: 'asc' },
  fields: {
    slug: {
      kind: 'text',
      label: { en: 'Slug', es: 'Identificador' },
      required: true,
      immutable: true,
      unique: true,
      max: 120,
      list: true,
      sortable: true,
      searchable: true,
    },
    moduleKey: {
      kind: 'text',
      label: { en: 'Module', es: 'Módulo' },
      required: true,
      immutable: true,
      max: 64,
      list: true,
      sortable: true,
      filterable: true,
    },
    action: {
      kind: 'enum',
      label: { en: 'Action', es: 'Acción' },
      required: true,
      immutable: true,
      options: PERMISSION_ACTIONS.map((a) => ({ value: a, label: { en: a, es: a } })),
      list: true,
      filterable: true,
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 1000, list: true },
  },
});

/**
 * A role as administrators edit it: a base role (what the identity provider knows) and the
 * permission slugs it grants. A sub type (parentId) refines its parent and never exceeds it.
 */
export const userType = defineEntity({
  name: 'userType',
  domain: 'people',
  module: 'user-types',
  table: 'user_types',
  title: { en: 'User Type', es: 'Tipo de usuario' },
  titlePlural: { en: 'User Types', es: 'Tipos de usuario' },
  tenancy: 'global',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Type Name', es: 'Nombre del tipo' },
      required: 'Type Name field is required',
      unique: true,
      max: 120,
      list: true,
      sortable: true,
      searchable: true,
    },
    baseRole: {
      kind: 'enum',
      label: { en: 'Base Role', es: 'Rol base' },
      required: true,
      immutable: true,
      options: ROLES.map((r) => ({ value: r, label: roleLabels[r] })),
      list: true,
      filterable: true,
    },
    parentId: {
      kind: 'ref',
      ref: 'userType',
      label: { en: 'Parent Type', es: 'Tipo superior' },
      immutable: true,
      list: true,
      filterable: true,
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 1000 },
    permissions: { kind: 'textList', label: { en: 'Permissions', es: 'Permisos' } },
  },
});

export const user = defineEntity({
  name: 'user',
  domain: 'people',
  module: 'users',
  table: 'users',
  title: { en: 'User', es: 'Usuario' },
  titlePlural: { en: 'Users', es: 'Usuarios' },
  tenancy: 'org',
  orgOptional: true,
  displayField: 'email',
  defaultSort: { field: 'lastName', direction: 'asc' },
  fields: {
    salutation: {
      kind: 'enum',
      label: { en: 'Salutation', es: 'Tratamiento' },
      options: ['Mr', 'Ms', 'Mrs', 'Mx', 'Dr'].map((v) => ({
        value: v,
        label: { en: v, es: v === 'Mr' ? 'Sr.' : v === 'Ms' || v === 'Mrs' ? 'Sra.' : v },
      })),
    },
    firstName: {
      kind: 'text',
      label: { en: 'First Name', es: 'Nombre' },
      required: true,
      max: 80,
      list: true,
      sortable: true,
      searchable: true,
    },
    lastName: {
      kind: 'text',
      label: { en: 'Last Name', es: 'Apellido' },
      required: true,
      max: 80,
      list: true,
      sortable: true,
      searchable: true,
    },
    suffix: { kind: 'text', label: { en: 'Suffix', es: 'Sufijo' }, max: 16 },
    email: {
      kind: 'email',
      label: { en: 'Email', es: 'Correo electrónico' },
      required: true,
      // One account per address across the product: it is the sign-in name at the identity provider.
      unique: 'global',
      list: true,
      sortable: true,
      searchable: true,
    },
    phone: { kind: 'phone', label: { en: 'Phone', es: 'Teléfono' }, max: 32, list: true },
    secondaryPhone: { kind: 'phone', label: { en: 'Secondary Phone', es: 'Teléfono secundario' }, max: 32 },
    dateOfBirth: { kind: 'date', label: { en: 'Date of Birth', es: 'Fecha de nacimiento' } },
    gender: {
      kind: 'enum',
      label: { en: 'Gender', es: 'Género' },
      options: [
        { value: 'male', label: { en: 'Male', es: 'Masculino' } },
        { value: 'female', label: { en: 'Female', es: 'Femenino' } },
        { value: 'other', label: { en: 'Other', es: 'Otro' } },
      ],
    },
    emergencyContactName: { kind: 'text', label: { en: 'Emergency Contact Name', es: 'Contacto de emergencia' }, max: 120 },
    emergencyContactNumber: { kind: 'phone', label: { en: 'Emergency Contact Number', es: 'Teléfono de emergencia' }, max: 32 },
    emergencyContactRelation: { kind: 'text', label: { en: 'Emergency Contact Relation', es: 'Relación del contacto' }, max: 60 },
    mailingAddress: { kind: 'longText', label: { en: 'Mailing Address', es: 'Dirección postal' }, max: 500 },
    company: { kind: 'text', label: { en: 'Company', es: 'Empresa' }, max: 120, searchable: true },
    userTypeId: { kind: 'ref', ref: 'userType', label: { en: 'Role', es: 'Rol' }, required: true, list: true, filterable: true },
    propertyIds: { kind: 'refList', ref: 'property', label: { en: 'Properties', es: 'Propiedades' } },
    unitIds: { kind: 'refList', ref: 'unit', label: { en: 'Units', es: 'Unidades' } },
    vendorId: { kind: 'text', label: { en: 'Vendor Account', es: 'Cuenta de proveedor' }, max: 64 },
    approvesMaintenance: { kind: 'boolean', label: { en: 'Approver: maintenance requests', es: 'Aprueba: solicitudes de mantenimiento' } },
    approvesReservations: { kind: 'boolean', label: { en: 'Approver: reservations', es: 'Aprueba: reservas' } },
    approvesJoinRequests: { kind: 'boolean', label: { en: 'Approver: join requests', es: 'Aprueba: solicitudes de ingreso' } },
  },
});

export { roleLabels };

const refList = (ref: string, en: string, es: string) => ({ kind: 'refList', ref, label: { en, es } }) as const;

/** An email invitation to join with a role and scope; accepted once through a secret link. */
export const invite = defineEntity({
  name: 'invite',
  domain: 'people',
  module: 'invites',
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

/** Someone who signed up asks to join a property (resident), as a vendor, or with a portfolio. */
export const joinRequest = defineEntity({
  name: 'joinRequest',
  domain: 'people',
  module: 'join-requests',
  table: 'join_requests',
  closedActions: ['create'],
  title: { en: 'Join Request', es: 'Solicitud de ingreso' },
  titlePlural: { en: 'Join Requests', es: 'Solicitudes de ingreso' },
  tenancy: 'org',
  orgOptional: true,
  displayField: 'email',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  fields: {
    kind: {
      kind: 'enum',
      label: { en: 'Request Type', es: 'Tipo de solicitud' },
      required: true,
      immutable: true,
      options: [
        { value: 'resident', label: { en: 'Resident / owner', es: 'Residente / propietario' } },
        { value: 'vendor', label: { en: 'Vendor', es: 'Proveedor' } },
        { value: 'portfolio', label: { en: 'Portfolio (new parent org)', es: 'Portafolio (nueva organización)' } },
      ],
      list: true,
      filterable: true,
    },
    firstName: { kind: 'text', label: { en: 'First Name', es: 'Nombre' }, required: true, max: 80, list: true, searchable: true },
    lastName: { kind: 'text', label: { en: 'Last Name', es: 'Apellido' }, required: true, max: 80, list: true, searchable: true },
    email: {
      kind: 'email',
      label: { en: 'Email', es: 'Correo electrónico' },
      required: true,
      immutable: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    phone: { kind: 'phone', label: { en: 'Phone', es: 'Teléfono' }, max: 32 },
    company: { kind: 'text', label: { en: 'Company', es: 'Empresa' }, max: 120, searchable: true },
    requestedPropertyId: {
      kind: 'ref',
      ref: 'property',
      label: { en: 'Property', es: 'Propiedad' },
      immutable: true,
      list: true,
      filterable: true,
    },
    unitNumber: { kind: 'text', label: { en: 'Unit or Suite No', es: 'Unidad o suite n.º' }, max: 32, list: true },
    message: { kind: 'longText', label: { en: 'Message', es: 'Mensaje' }, max: 1000 },
    requestStatus: {
      kind: 'enum',
      label: { en: 'Decision', es: 'Decisión' },
      readOnly: true,
      options: [
        { value: 'pending', label: { en: 'Pending', es: 'Pendiente' } },
        { value: 'accepted', label: { en: 'Accepted', es: 'Aceptada' } },
        { value: 'declined', label: { en: 'Declined', es: 'Rechazada' } },
      ],
      list: true,
      filterable: true,
    },
    decisionReason: { kind: 'longText', label: { en: 'Reason', es: 'Motivo' }, readOnly: true, max: 1000 },
    decidedBy: { kind: 'ref', ref: 'user', label: { en: 'Decided By', es: 'Decidido por' }, readOnly: true },
    decidedAt: { kind: 'datetime', label: { en: 'Decided', es: 'Decidido el' }, readOnly: true },
    userId: { kind: 'ref', ref: 'user', label: { en: 'Account', es: 'Cuenta' }, readOnly: true },
  },
});

/** Groups of users or units (general, user, unit and notification groups share one shape). */
export const group = defineEntity({
  name: 'group',
  domain: 'people',
  module: 'groups',
  table: 'groups',
  title: { en: 'Group', es: 'Grupo' },
  titlePlural: { en: 'Groups', es: 'Grupos' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Group Name', es: 'Nombre del grupo' },
      required: true,
      max: 120,
      list: true,
      sortable: true,
      searchable: true,
    },
    groupType: {
      kind: 'enum',
      label: { en: 'Group Type', es: 'Tipo de grupo' },
      required: true,
      options: [
        { value: 'general', label: { en: 'General', es: 'General' } },
        { value: 'user', label: { en: 'User group', es: 'Grupo de usuarios' } },
        { value: 'unit', label: { en: 'Unit group', es: 'Grupo de unidades' } },
        { value: 'notification', label: { en: 'Notification group', es: 'Grupo de notificaciones' } },
      ],
      list: true,
      filterable: true,
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 1000, list: true },
    memberUserIds: refList('user', 'Members', 'Miembros'),
    memberUnitIds: refList('unit', 'Units', 'Unidades'),
  },
});

/** Append-only record of sensitive actions (an administrator viewing as someone else). */
export const auditEntry = defineEntity({
  name: 'auditEntry',
  domain: 'people',
  module: 'audit-log',
  table: 'audit_log',
  closedActions: ['create', 'update', 'archive', 'restore', 'delete'],
  title: { en: 'Audit Entry', es: 'Registro de auditoría' },
  titlePlural: { en: 'Audit Log', es: 'Registro de auditoría' },
  tenancy: 'global',
  displayField: 'action',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  fields: {
    action: { kind: 'text', label: { en: 'Action', es: 'Acción' }, readOnly: true, list: true, sortable: true, filterable: true },
    actorId: { kind: 'ref', ref: 'user', label: { en: 'Actor', es: 'Autor' }, readOnly: true, list: true, filterable: true },
    targetId: { kind: 'text', label: { en: 'Target', es: 'Objeto' }, readOnly: true, list: true, filterable: true },
    details: { kind: 'longText', label: { en: 'Details', es: 'Detalles' }, readOnly: true, list: true },
  },
});

/** A request for help raised by a user (resident, vendor, staff) to their management. */
export const supportRequest = defineEntity({
  name: 'supportRequest',
  domain: 'people',
  module: 'support',
  table: 'support_requests',
  ownerField: 'requesterId',
  title: { en: 'Support Request', es: 'Solicitud de soporte' },
  titlePlural: { en: 'Support', es: 'Soporte' },
  tenancy: 'org',
  displayField: 'subject',
  defaultSort: { field: 'createdAt', direction: 'desc' },
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
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, required: true, max: 4000 },
    requesterId: { kind: 'ref', ref: 'user', label: { en: 'Requester', es: 'Solicitante' }, immutable: true, list: true, filterable: true },
    assigneeId: { kind: 'ref', ref: 'user', label: { en: 'Assigned To', es: 'Asignada a' }, list: true, filterable: true },
    resolution: { kind: 'longText', label: { en: 'Resolution', es: 'Resolución' }, max: 4000 },
  },
});
