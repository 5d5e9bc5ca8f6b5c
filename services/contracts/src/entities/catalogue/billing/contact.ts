import { defineEntity } from '../../define';
import { OFFICE_GRANTS } from './field-helpers';

/** A person at a client (spec: /caliber/client/view/{id}/contact/list, /caliber/contact/view/{id}). */
export const contact = defineEntity({
  name: 'contact',
  domain: 'billing',
  module: 'caliber/contact',
  grants: OFFICE_GRANTS,
  table: 'contacts',
  title: { en: 'Contact', es: 'Contacto' },
  titlePlural: { en: 'Contacts', es: 'Contactos' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    clientId: {
      kind: 'ref',
      ref: 'client',
      label: { en: 'Client', es: 'Cliente' },
      required: 'The Client field is required',
      immutable: true,
      list: true,
      filterable: true,
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
    jobTitle: { kind: 'text', label: { en: 'Title', es: 'Cargo' }, max: 120, list: true },
    email: { kind: 'email', label: { en: 'Email', es: 'Correo electrónico' }, list: true, searchable: true },
    phone: { kind: 'phone', label: { en: 'Phone', es: 'Teléfono' }, max: 32, list: true },
    primary: { kind: 'boolean', label: { en: 'Primary Contact', es: 'Contacto principal' }, list: true, filterable: true },
    notes: { kind: 'longText', label: { en: 'Notes', es: 'Notas' }, max: 2000 },
  },
});
