import { defineEntity } from '../../define';
import { date, email, integer, longText, NAME_COLUMN, notesField, phoneField, ref, refList, text } from '../../field-builders';
import { MANAGE_IMPORT, READ, management } from '../../grant-profiles';

/**
 * A service provider an org works with. Its license, insurance and bond expirations decide
 * whether it may be dispatched or awarded work (refused when one lapses before the work date).
 */
export const vendor = defineEntity({
  name: 'vendor',
  domain: 'maintenance',
  module: 'vendors',
  table: 'vendors',
  title: { en: 'Service Provider', es: 'Proveedor de servicios' },
  titlePlural: { en: 'Service Providers', es: 'Proveedores de servicios' },
  tenancy: 'org',
  displayField: 'businessName',
  defaultSort: { field: 'businessName', direction: 'asc' },
  // A vendor's own account sees its own record only.
  ownerField: { vendor: 'userId' },
  attachments: { kinds: ['document', 'image'], label: { en: 'Compliance documents', es: 'Documentos de cumplimiento' } },
  example: { licenseExpiresOn: '2099-12-31', insuranceExpiresOn: '2099-12-31', bondExpiresOn: '2099-12-31' },
  grants: { ...management(MANAGE_IMPORT), staff: READ, vendor: READ, editor: READ },
  fields: {
    businessName: text('Business Name', 'Razón social', { required: true, max: 160, unique: true, ...NAME_COLUMN }),
    contactName: text('Contact Name', 'Contacto', { max: 120, list: true, searchable: true }),
    email: email('Email', 'Correo', { max: 254, list: true, searchable: true }),
    phone: phoneField(),
    categoryIds: refList('maintenanceCategory', 'Services', 'Servicios'),
    license: text('License', 'Licencia', { max: 64, searchable: true }),
    licenseExpiresOn: date('License Expiration', 'Vencimiento de licencia', { list: true, sortable: true }),
    insuranceLicense: text('Insurance License', 'Póliza de seguro', { max: 64 }),
    insuranceExpiresOn: date('Expiration', 'Vencimiento del seguro', { list: true, sortable: true }),
    bond: text('Bond', 'Fianza', { max: 64 }),
    bondExpiresOn: date('Bond Expiration', 'Vencimiento de la fianza', { sortable: true }),
    serviceRadius: integer('Service Radius (miles)', 'Radio de servicio (millas)', { min: 0, max: 5000 }),
    businessAddress: longText('Business Address', 'Dirección comercial', { max: 500 }),
    billingInfo: longText('Billing Info', 'Datos de facturación', { max: 1000 }),
    notes: notesField(4000),
    userId: ref('user', 'Vendor Account', 'Cuenta del proveedor', { filterable: true }),
  },
});
