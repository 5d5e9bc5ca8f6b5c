import { defineEntity } from '../../define';
import { NOTICE_GRANTS } from './field-helpers-notifications';

/** Reusable wording: choosing a template fills a new notification's title and description. */
export const notificationTemplate = defineEntity({
  name: 'notificationTemplate',
  domain: 'community',
  module: 'notification-templates',
  grants: NOTICE_GRANTS,
  table: 'notification_templates',
  title: { en: 'Notification Template', es: 'Plantilla de notificación' },
  titlePlural: { en: 'Notification Templates', es: 'Plantillas de notificación' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Template Name', es: 'Nombre de la plantilla' },
      required: true,
      max: 120,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    title: { kind: 'text', label: { en: 'Title', es: 'Título' }, required: true, max: 200, list: true, searchable: true },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, required: true, max: 8000 },
  },
});
