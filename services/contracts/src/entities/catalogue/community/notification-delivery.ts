import { defineEntity } from '../../define';
import { choice, datetime, email, longText, ref, text } from '../../field-builders';
import { READ, management } from '../../grant-profiles';

/**
 * Per-recipient delivery states (domains.md): SENDING while the mail is queued, SENT once the
 * mail server took it, DELIVERED when the notice reached the console inbox only (no mail),
 * READ once opened; ERROR when the mail was refused, RESENDING after someone retried it.
 */
export const DELIVERY_STATES = [
  { value: 'sending', label: { en: 'Sending', es: 'Enviando' } },
  { value: 'sent', label: { en: 'Sent', es: 'Enviada' } },
  { value: 'delivered', label: { en: 'Delivered', es: 'Entregada' } },
  { value: 'read', label: { en: 'Read', es: 'Leída' } },
  { value: 'error', label: { en: 'Error', es: 'Error' } },
  { value: 'resending', label: { en: 'Resending', es: 'Reenviando' } },
] as const;

/**
 * One notice as one person received it: the received inbox is the caller's deliveries, and a
 * sender's read receipts are the deliveries of a notification. Written only by the service
 * (`deliverNotice`), exactly once per source and recipient (`dedupeKey`).
 */
export const notificationDelivery = defineEntity({
  name: 'notificationDelivery',
  domain: 'community',
  module: 'notification-deliveries',
  table: 'notification_deliveries',
  title: { en: 'Received Notification', es: 'Notificación recibida' },
  titlePlural: { en: 'Received Notifications', es: 'Notificaciones recibidas' },
  tenancy: 'org',
  displayField: 'title',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  // Residents and vendors see only what was sent to them.
  ownerField: 'recipientUserId',
  closedActions: ['create', 'update', 'delete'],
  grants: { ...management(READ), staff: READ, editor: READ, resident: READ, vendor: READ },
  fields: {
    title: text('Title', 'Título', { max: 200, list: true, searchable: true, readOnly: true }),
    body: longText('Message', 'Mensaje', { max: 8000, readOnly: true }),
    recipientUserId: ref('user', 'Recipient', 'Destinatario', { list: true, filterable: true, readOnly: true }),
    state: choice('Delivery Status', 'Estado de entrega', DELIVERY_STATES, {
      list: true,
      filterable: true,
      sortable: true,
      readOnly: true,
    }),
    email: email('Mailed To', 'Enviada a', { readOnly: true }),
    link: text('Link', 'Enlace', { max: 300, readOnly: true }),
    notificationId: ref('notification', 'Notification', 'Notificación', { filterable: true, readOnly: true }),
    sourceEntity: text('About', 'Sobre', { max: 60, filterable: true, readOnly: true }),
    sourceId: text('Record', 'Registro', { max: 64, filterable: true, readOnly: true }),
    sourceEvent: text('Event', 'Evento', { max: 60, readOnly: true }),
    dedupeKey: text('De-duplication Key', 'Clave de duplicados', { max: 300, unique: true, readOnly: true }),
    sentAt: datetime('Sent', 'Enviada', { readOnly: true }),
    readAt: datetime('Read', 'Leída', { list: true, sortable: true, readOnly: true }),
    errorMessage: text('Error', 'Error', { max: 500, readOnly: true }),
  },
});
