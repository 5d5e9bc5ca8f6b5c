import { defineEntity } from '../../define';
import { datetime, emailField, NAME_COLUMN, phone, phoneField, ref, text } from '../../field-builders';
import { OFFICE_GRANTS } from './field-helpers';

/**
 * A client of the organization's books (spec: Client — id, legal name, name, last modified,
 * official and billing address, city, country, fax, phone, state, zip): who invoices are
 * addressed to, and the customer pushed to the accounting software.
 */
export const client = defineEntity({
  name: 'client',
  domain: 'billing',
  module: 'caliber/client',
  table: 'clients',
  title: { en: 'Client', es: 'Cliente' },
  titlePlural: { en: 'Clients', es: 'Clientes' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  grants: OFFICE_GRANTS,
  fields: {
    clientCode: text('Client ID', 'ID de cliente', { required: 'The Client ID field is required', max: 40, unique: true, ...NAME_COLUMN }),
    legalName: text('Legal Name', 'Razón social', { max: 200, ...NAME_COLUMN }),
    name: text('Name', 'Nombre', { required: 'The Name field is required', max: 200, ...NAME_COLUMN }),
    email: emailField({ searchable: true }),
    officialAddress: text('Official Address', 'Dirección oficial', { max: 300, searchable: true }),
    billingAddress: text('Billing Address', 'Dirección de facturación', { max: 300 }),
    city: text('City', 'Ciudad', { max: 100, list: true, sortable: true, filterable: true }),
    state: text('State', 'Estado', { max: 100, list: true, filterable: true }),
    zip: text('Zip', 'Código postal', { max: 20 }),
    country: text('Country', 'País', { max: 100, filterable: true }),
    phone: phoneField({ list: true }),
    fax: phone('Fax', 'Fax', { max: 32 }),
    /** Spec: "last modified" — when the client's details last changed (kept by the service). */
    lastModified: datetime('Last Modified', 'Última modificación', { readOnly: true, list: true, sortable: true }),
    /** A resident billed as a client (their unit's charges): links the client to the people side. */
    unitId: ref('unit', 'Unit', 'Unidad', { filterable: true }),
  },
});
