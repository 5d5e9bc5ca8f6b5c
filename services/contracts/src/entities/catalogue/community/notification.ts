import { defineEntity } from '../../define';
import { NOTICE_GRANTS, groupList } from './field-helpers-notifications';

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
  grants: NOTICE_GRANTS,
  table: 'notifications',
  title: { en: 'Notification', es: 'Notificación' },
  titlePlural: { en: 'Notifications', es: 'Notificaciones' },
  tenancy: 'org',
  displayField: 'title',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  example: { description: 'Water will be off from 9 to 11.', audienceUserIds: [] },
  fields: {
    title: {
      kind: 'text',
      label: { en: 'Title', es: 'Título' },
      required: true,
      max: 200,
      list: true,
      sortable: true,
      searchable: true,
    },
    state: {
      kind: 'enum',
      label: { en: 'Status', es: 'Estado' },
      options: NOTIFICATION_STATES,
      readOnly: true,
      list: true,
      filterable: true,
      sortable: true,
    },
    templateId: { kind: 'ref', ref: 'notificationTemplate', label: { en: 'Template', es: 'Plantilla' } },
    notes: {
      kind: 'longText',
      label: { en: 'Notes for the AI draft', es: 'Notas para el borrador con IA' },
      max: 2000,
    },
    description: { kind: 'longText', label: { en: 'Description', es: 'Descripción' }, max: 8000, searchable: true },
    audiencePropertyId: {
      kind: 'ref',
      ref: 'property',
      label: { en: 'Property', es: 'Propiedad' },
      list: true,
      filterable: true,
    },
    audienceUserIds: { kind: 'refList', ref: 'user', label: { en: 'Users', es: 'Usuarios' } },
    audienceUserGroupIds: groupList('User Groups', 'Grupos de usuarios'),
    audienceUnitGroupIds: groupList('Unit Groups', 'Grupos de unidades'),
    audienceNotificationGroupIds: groupList('Notification Groups', 'Grupos de notificaciones'),
    channelConsole: { kind: 'boolean', label: { en: 'Console', es: 'Consola' } },
    channelMail: { kind: 'boolean', label: { en: 'Email', es: 'Correo electrónico' } },
    scheduledAt: {
      kind: 'datetime',
      label: { en: 'Scheduled Send Time', es: 'Hora de envío programada' },
      list: true,
      sortable: true,
      range: true,
    },
    sentAt: { kind: 'datetime', label: { en: 'Sent', es: 'Enviada' }, readOnly: true, list: true, sortable: true },
    recipientCount: { kind: 'integer', label: { en: 'Recipients', es: 'Destinatarios' }, readOnly: true, list: true },
  },
});
