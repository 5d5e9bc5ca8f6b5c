import type { Label } from '@portico/contracts/kit';
import { defineLabels } from '@portico/shell-sdk';

/** The notification screens' own wording, English and Spanish. */
export const TEXT = defineLabels('mfe-community.notifications', {
  received: { en: 'Received', es: 'Recibidas' },
  receivedTitle: { en: 'Received Notifications', es: 'Notificaciones recibidas' },
  outbox: { en: 'Outbox', es: 'Bandeja de salida' },
  sent: { en: 'Sent', es: 'Enviadas' },
  sentTitle: { en: 'Sent Notifications', es: 'Notificaciones enviadas' },
  archived: { en: 'Archived', es: 'Archivadas' },
  archivedTitle: { en: 'Archived Notifications', es: 'Notificaciones archivadas' },
  create: { en: 'Create', es: 'Crear' },
  templates: { en: 'Templates', es: 'Plantillas' },
  noneReceived: { en: 'No notifications yet.', es: 'Aún no hay notificaciones.' },
  unread: { en: 'Unread', es: 'No leída' },
  more: { en: 'Load more', es: 'Cargar más' },
  open: { en: 'Open', es: 'Abrir' },
  seeAll: { en: 'See all notifications', es: 'Ver todas las notificaciones' },
  bell: { en: 'Notifications', es: 'Notificaciones' },
  reach: { en: 'This notification will reach {n} people', es: 'Esta notificación llegará a {n} personas' },
  reachOne: { en: 'This notification will reach {n} person', es: 'Esta notificación llegará a {n} persona' },
  reachNone: {
    en: 'This notification reaches nobody yet: choose users or groups.',
    es: 'Esta notificación aún no llega a nadie: elija usuarios o grupos.',
  },
  counting: { en: 'Counting recipients…', es: 'Contando destinatarios…' },
  draftWithAi: { en: 'Draft with AI', es: 'Redactar con IA' },
  aiHint: {
    en: 'The draft is a suggestion written from the title and notes: read and edit it before sending.',
    es: 'El borrador es una sugerencia escrita a partir del título y las notas: léalo y edítelo antes de enviar.',
  },
  aiDone: { en: 'Draft written: review it before sending', es: 'Borrador escrito: revíselo antes de enviar' },
  readReceipts: { en: 'Deliveries and read receipts', es: 'Entregas y confirmaciones de lectura' },
  back: { en: 'Back to received notifications', es: 'Volver a notificaciones recibidas' },
  goTo: { en: 'Open the related record', es: 'Abrir el registro relacionado' },
  latest: { en: 'Latest Notifications', es: 'Últimas notificaciones' },
  message: { en: 'Message', es: 'Mensaje' },
  audience: { en: 'Audience', es: 'Destinatarios' },
  delivery: { en: 'Delivery', es: 'Envío' },
} satisfies Record<string, Label>);
