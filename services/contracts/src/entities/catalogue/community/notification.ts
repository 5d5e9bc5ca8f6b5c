import { defineEntity } from '../../define';
import { groupList } from './field-helpers-notifications';
import { datetime, descriptionField, flag, integer, longText, NAME_COLUMN, ref, refList, statusField, text } from '../../field-builders';
import { HUB_GRANTS } from './field-helpers';

/** draft → scheduled → sending → sent; archiving is the kit's own (status), restorable. */
export const NOTIFICATION_STATES = [
  { value: 'draft', label: { en: 'Draft', es: 'Borrador' } },
  { value: 'scheduled', label: { en: 'Scheduled', es: 'Programada' } },
  { value: 'sending', label: { en: 'Sending', es: 'Enviando' } },
  { value: 'sent', label: { en: 'Sent', es: 'Enviada' } },
] as const;

/**
 * A message from management to people: its audience (users, user groups, unit groups,
 * notification groups, optionally narrowed to one property) is resolved to users when it is
 * sent, each of whom gets one `notificationDelivery`.
 */
export const notification = defineEntity({
  name: 'notification',
  domain: 'community',
  module: 'notifications',
  table: 'notifications',
  title: { en: 'Notification', es: 'Notificación' },
  titlePlural: { en: 'Notifications', es: 'Notificaciones' },
  tenancy: 'org',
  displayField: 'title',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  example: { description: 'Water will be off from 9 to 11.', audienceUserIds: [] },
  grants: HUB_GRANTS,
  fields: {
    title: text('Title', 'Título', { required: true, max: 200, ...NAME_COLUMN }),
    state: statusField(NOTIFICATION_STATES, { sortable: true }),
    templateId: ref('notificationTemplate', 'Template', 'Plantilla'),
    notes: longText('Notes for the AI draft', 'Notas para el borrador con IA', { max: 2000 }),
    description: descriptionField(8000, { searchable: true }),
    audiencePropertyId: ref('property', 'Property', 'Propiedad', { list: true, filterable: true }),
    audienceUserIds: refList('user', 'Users', 'Usuarios'),
    audienceUserGroupIds: groupList('User Groups', 'Grupos de usuarios'),
    audienceUnitGroupIds: groupList('Unit Groups', 'Grupos de unidades'),
    audienceNotificationGroupIds: groupList('Notification Groups', 'Grupos de notificaciones'),
    channelConsole: flag('Console', 'Consola'),
    channelMail: flag('Email', 'Correo electrónico'),
    scheduledAt: datetime('Scheduled Send Time', 'Hora de envío programada', { list: true, sortable: true, range: true }),
    sentAt: datetime('Sent', 'Enviada', { readOnly: true, list: true, sortable: true }),
    recipientCount: integer('Recipients', 'Destinatarios', { readOnly: true, list: true }),
  },
});
