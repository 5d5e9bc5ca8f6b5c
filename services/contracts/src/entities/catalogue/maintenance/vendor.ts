import { defineEntity } from '../../define';
import { MANAGE_IMPORT, READ } from './field-helpers';

/**
 * A service provider an org works with. Its license, insurance and bond expirations decide
 * whether it may be dispatched or awarded work (refused when one lapses before the work date).
 */
export const vendor = defineEntity({
  name: 'vendor',
  domain: 'maintenance',
  module: 'vendors',
  grants: { parent: MANAGE_IMPORT, 'property-manager': MANAGE_IMPORT, staff: READ, vendor: READ, editor: READ },
  table: 'vendors',
  attachments: { kinds: ['document', 'image'], label: { en: 'Compliance documents', es: 'Documentos de cumplimiento' } },
  title: { en: 'Service Provider', es: 'Proveedor de servicios' },
  titlePlural: { en: 'Service Providers', es: 'Proveedores de servicios' },
  tenancy: 'org',
  // A vendor's own account sees its own record only.
  ownerField: { vendor: 'userId' },
  example: { licenseExpiresOn: '2099-12-31', insuranceExpiresOn: '2099-12-31', bondExpiresOn: '2099-12-31' },
  displayField: 'businessName',
  defaultSort: { field: 'businessName', direction: 'asc' },
  fields: {
    businessName: {
      kind: 'text',
      label: { en: 'Business Name', es: 'Razón social' },
      required: true,
      max: 160,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    contactName: { kind: 'text', label: { en: 'Contact Name', es: 'Contacto' }, max: 120, list: true, searchable: true },
    email: { kind: 'email', label: { en: 'Email', es: 'Correo' }, max: 254, list: true, searchable: true },
    phone: { kind: 'phone', label: { en: 'Phone', es: 'Teléfono' }, max: 32 },
    categoryIds: { kind: 'refList', ref: 'maintenanceCategory', label: { en: 'Services', es: 'Servicios' } },
    license: { kind: 'text', label: { en: 'License', es: 'Licencia' }, max: 64, searchable: true },
    licenseExpiresOn: { kind: 'date', label: { en: 'License Expiration', es: 'Vencimiento de licencia' }, list: true, sortable: true },
    insuranceLicense: { kind: 'text', label: { en: 'Insurance License', es: 'Póliza de seguro' }, max: 64 },
    insuranceExpiresOn: { kind: 'date', label: { en: 'Expiration', es: 'Vencimiento del seguro' }, list: true, sortable: true },
    bond: { kind: 'text', label: { en: 'Bond', es: 'Fianza' }, max: 64 },
    bondExpiresOn: { kind: 'date', label: { en: 'Bond Expiration', es: 'Vencimiento de la fianza' }, sortable: true },
    serviceRadius: { kind: 'integer', label: { en: 'Service Radius (miles)', es: 'Radio de servicio (millas)' }, min: 0, max: 5000 },
    businessAddress: { kind: 'longText', label: { en: 'Business Address', es: 'Dirección comercial' }, max: 500 },
    billingInfo: { kind: 'longText', label: { en: 'Billing Info', es: 'Datos de facturación' }, max: 1000 },
    notes: { kind: 'longText', label: { en: 'Notes', es: 'Notas' }, max: 4000 },
    userId: {
      kind: 'ref',
      ref: 'user',
      label: { en: 'Vendor Account', es: 'Cuenta del proveedor' },
      filterable: true,
    },
  },
});
