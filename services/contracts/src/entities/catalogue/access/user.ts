import { defineEntity } from '../../define';
import { choice, date, emailField, flag, longText, NAME_COLUMN, phone, phoneField, ref, refList, text } from '../../field-builders';
import { MANAGE, MANAGE_IMPORT } from '../../grant-profiles';

const SALUTATION_OPTIONS = ['Mr', 'Ms', 'Mrs', 'Mx', 'Dr'].map((v) => ({
  value: v,
  label: { en: v, es: v === 'Mr' ? 'Sr.' : v === 'Ms' || v === 'Mrs' ? 'Sra.' : v },
}));

/** The languages notices and mails are written in. */
export const LANGUAGE_OPTIONS = [
  { value: 'en', label: { en: 'English', es: 'Inglés' } },
  { value: 'es', label: { en: 'Spanish', es: 'Español' } },
] as const;

const GENDER_OPTIONS = [
  { value: 'male', label: { en: 'Male', es: 'Masculino' } },
  { value: 'female', label: { en: 'Female', es: 'Femenino' } },
  { value: 'other', label: { en: 'Other', es: 'Otro' } },
] as const;

export const user = defineEntity({
  name: 'user',
  domain: 'people',
  module: 'users',
  table: 'users',
  title: { en: 'User', es: 'Usuario' },
  titlePlural: { en: 'Users', es: 'Usuarios' },
  tenancy: 'org',
  displayField: 'email',
  defaultSort: { field: 'lastName', direction: 'asc' },
  orgOptional: true,
  /** Default grants of tenant roles (platform roles hold every slug). */
  grants: { parent: MANAGE_IMPORT, 'property-manager': MANAGE },
  fields: {
    salutation: choice('Salutation', 'Tratamiento', SALUTATION_OPTIONS),
    firstName: text('First Name', 'Nombre', { required: true, max: 80, ...NAME_COLUMN }),
    lastName: text('Last Name', 'Apellido', { required: true, max: 80, ...NAME_COLUMN }),
    suffix: text('Suffix', 'Sufijo', { max: 16 }),
    // Unique within an organization. One person may belong to several: the first record of an
    // address is its sign-in; the others are memberships the person confirms (ADR 0042).
    email: emailField({ required: true, unique: true, ...NAME_COLUMN }),
    phone: phoneField({ list: true }),
    // The language their notices and mails are written in (ADR 0038); the console's own choice stays per browser.
    language: choice('Language', 'Idioma', LANGUAGE_OPTIONS),
    secondaryPhone: phone('Secondary Phone', 'Teléfono secundario', { max: 32 }),
    dateOfBirth: date('Date of Birth', 'Fecha de nacimiento'),
    gender: choice('Gender', 'Género', GENDER_OPTIONS),
    emergencyContactName: text('Emergency Contact Name', 'Contacto de emergencia', { max: 120 }),
    emergencyContactNumber: phone('Emergency Contact Number', 'Teléfono de emergencia', { max: 32 }),
    emergencyContactRelation: text('Emergency Contact Relation', 'Relación del contacto', { max: 60 }),
    mailingAddress: longText('Mailing Address', 'Dirección postal', { max: 500 }),
    company: text('Company', 'Empresa', { max: 120, searchable: true }),
    userTypeId: ref('userType', 'Role', 'Rol', { required: true, list: true, filterable: true }),
    propertyIds: refList('property', 'Properties', 'Propiedades'),
    unitIds: refList('unit', 'Units', 'Unidades'),
    vendorId: text('Vendor Account', 'Cuenta de proveedor', { max: 64 }),
    approvesMaintenance: flag('Approver: maintenance requests', 'Aprueba: solicitudes de mantenimiento'),
    approvesReservations: flag('Approver: reservations', 'Aprueba: reservas'),
    approvesJoinRequests: flag('Approver: join requests', 'Aprueba: solicitudes de ingreso'),
  },
});
