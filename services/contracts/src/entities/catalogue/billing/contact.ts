import { defineEntity } from '../../define';
import { emailField, flag, NAME_COLUMN, notesField, phoneField, ref, text } from '../../field-builders';
import { OFFICE_GRANTS } from './field-helpers';

/** A person at a client (spec: /caliber/client/view/{id}/contact/list, /caliber/contact/view/{id}). */
export const contact = defineEntity({
  name: 'contact',
  domain: 'billing',
  module: 'caliber/contact',
  table: 'contacts',
  title: { en: 'Contact', es: 'Contacto' },
  titlePlural: { en: 'Contacts', es: 'Contactos' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  grants: OFFICE_GRANTS,
  fields: {
    clientId: ref('client', 'Client', 'Cliente', {
      required: 'The Client field is required',
      immutable: true,
      list: true,
      filterable: true,
    }),
    name: text('Name', 'Nombre', { required: 'The Name field is required', max: 200, ...NAME_COLUMN }),
    jobTitle: text('Title', 'Cargo', { max: 120, list: true }),
    email: emailField({ list: true, searchable: true }),
    phone: phoneField({ list: true }),
    primary: flag('Primary Contact', 'Contacto principal', { list: true, filterable: true }),
    notes: notesField(2000),
  },
});
