import { defineEntity } from '../../define';

export const user = defineEntity({
  name: 'user',
  domain: 'people',
  module: 'users',
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: {
    parent: ['list', 'read', 'create', 'update', 'import'],
    'property-manager': ['list', 'read', 'create', 'update'],
  },
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
      // Unique within an organization. One person may belong to several: the first record of an
      // address is its sign-in; the others are memberships the person confirms (ADR 0042).
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    phone: { kind: 'phone', label: { en: 'Phone', es: 'Teléfono' }, max: 32, list: true },
    // The language their notices and mails are written in (ADR 0038); the console's own choice stays per browser.
    language: {
      kind: 'enum',
      label: { en: 'Language', es: 'Idioma' },
      options: [
        { value: 'en', label: { en: 'English', es: 'Inglés' } },
        { value: 'es', label: { en: 'Spanish', es: 'Español' } },
      ],
    },
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
