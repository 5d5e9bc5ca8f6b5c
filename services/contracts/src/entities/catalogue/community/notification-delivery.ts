import { defineEntity } from '../../define';
import { READ } from './field-helpers-notifications';

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
  grants: {
    parent: READ,
    'property-manager': READ,
    staff: READ,
    editor: READ,
    resident: READ,
    vendor: READ,
  },
  table: 'notification_deliveries',
  title: { en: 'Received Notification', es: 'Notificación recibida' },
  titlePlural: { en: 'Received Notifications', es: 'Notificaciones recibidas' },
  tenancy: 'org',
  // Residents and vendors see only what was sent to them.
  ownerField: 'recipientUserId',
  closedActions: ['create', 'update', 'delete'],
  displayField: 'title',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  fields: {
    title: { kind: 'text', label: { en: 'Title', es: 'Título' }, max: 200, list: true, searchable: true, readOnly: true },
    body: { kind: 'longText', label: { en: 'Message', es: 'Mensaje' }, max: 8000, readOnly: true },
    recipientUserId: {
      kind: 'ref',
      ref: 'user',
      label: { en: 'Recipient', es: 'Destinatario' },
      list: true,
      filterable: true,
      readOnly: true,
    },
    state: {
      kind: 'enum',
      label: { en: 'Delivery Status', es: 'Estado de entrega' },
      options: DELIVERY_STATES,
      list: true,
      filterable: true,
      sortable: true,
      readOnly: true,
    },
    email: { kind: 'email', label: { en: 'Mailed To', es: 'Enviada a' }, readOnly: true },
    link: { kind: 'text', label: { en: 'Link', es: 'Enlace' }, max: 300, readOnly: true },
    notificationId: {
      kind: 'ref',
      ref: 'notification',
      label: { en: 'Notification', es: 'Notificación' },
      filterable: true,
      readOnly: true,
    },
    sourceEntity: { kind: 'text', label: { en: 'About', es: 'Sobre' }, max: 60, filterable: true, readOnly: true },
    sourceId: { kind: 'text', label: { en: 'Record', es: 'Registro' }, max: 64, filterable: true, readOnly: true },
    sourceEvent: { kind: 'text', label: { en: 'Event', es: 'Evento' }, max: 60, readOnly: true },
    dedupeKey: { kind: 'text', label: { en: 'De-duplication Key', es: 'Clave de duplicados' }, max: 300, unique: true, readOnly: true },
    sentAt: { kind: 'datetime', label: { en: 'Sent', es: 'Enviada' }, readOnly: true },
    readAt: { kind: 'datetime', label: { en: 'Read', es: 'Leída' }, list: true, sortable: true, readOnly: true },
    errorMessage: { kind: 'text', label: { en: 'Error', es: 'Error' }, max: 500, readOnly: true },
  },
});
