import { defineEntity } from '../../define';
import { NAME_COLUMN, text, longText } from '../../field-builders';
import { HUB_GRANTS } from './field-helpers';

/** Reusable wording: choosing a template fills a new notification's title and description. */
export const notificationTemplate = defineEntity({
  name: 'notificationTemplate',
  domain: 'community',
  module: 'notification-templates',
  table: 'notification_templates',
  title: { en: 'Notification Template', es: 'Plantilla de notificación' },
  titlePlural: { en: 'Notification Templates', es: 'Plantillas de notificación' },
  tenancy: 'org',
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  grants: HUB_GRANTS,
  fields: {
    name: text('Template Name', 'Nombre de la plantilla', { required: true, max: 120, unique: true, ...NAME_COLUMN }),
    title: text('Title', 'Título', { required: true, max: 200, list: true, searchable: true }),
    description: longText('Description', 'Descripción', { required: true, max: 8000 }),
  },
});
