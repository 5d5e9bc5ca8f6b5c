import { defineEntity } from '../../define';
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
  grants: OFFICE_GRANTS,
  table: 'clients',
  title: { en: 'Client', es: 'Cliente' },
  titlePlural: { en: 'Clients', es: 'Clientes' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    clientCode: {
      kind: 'text',
      label: { en: 'Client ID', es: 'ID de cliente' },
      required: 'The Client ID field is required',
      max: 40,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    legalName: {
      kind: 'text',
      label: { en: 'Legal Name', es: 'Razón social' },
      max: 200,
      list: true,
      sortable: true,
      searchable: true,
    },
    name: {
      kind: 'text',
      label: { en: 'Name', es: 'Nombre' },
      required: 'The Name field is required',
      max: 200,
      list: true,
      sortable: true,
      searchable: true,
    },
    email: { kind: 'email', label: { en: 'Email', es: 'Correo electrónico' }, searchable: true },
    officialAddress: { kind: 'text', label: { en: 'Official Address', es: 'Dirección oficial' }, max: 300, searchable: true },
    billingAddress: { kind: 'text', label: { en: 'Billing Address', es: 'Dirección de facturación' }, max: 300 },
    city: { kind: 'text', label: { en: 'City', es: 'Ciudad' }, max: 100, list: true, sortable: true, filterable: true },
    state: { kind: 'text', label: { en: 'State', es: 'Estado' }, max: 100, list: true, filterable: true },
    zip: { kind: 'text', label: { en: 'Zip', es: 'Código postal' }, max: 20 },
    country: { kind: 'text', label: { en: 'Country', es: 'País' }, max: 100, filterable: true },
    phone: { kind: 'phone', label: { en: 'Phone', es: 'Teléfono' }, max: 32, list: true },
    fax: { kind: 'phone', label: { en: 'Fax', es: 'Fax' }, max: 32 },
    /** Spec: "last modified" — when the client's details last changed (kept by the service). */
    lastModified: {
      kind: 'datetime',
      label: { en: 'Last Modified', es: 'Última modificación' },
      readOnly: true,
      list: true,
      sortable: true,
    },
    /** A resident billed as a client (their unit's charges): links the client to the people side. */
    unitId: { kind: 'ref', ref: 'unit', label: { en: 'Unit', es: 'Unidad' }, filterable: true },
  },
});
