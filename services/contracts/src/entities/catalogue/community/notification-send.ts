import { defineAction } from '../../actions';
import { notification } from './notification';

/** Sends now: the request answers at once and the deliveries are fanned out in batches. */
export const notificationSend = defineAction(notification, {
  name: 'send',
  event: 'sendStarted',
  label: { en: 'Send now', es: 'Enviar ahora' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['draft', 'scheduled'],
  to: 'sending',
  tone: 'primary',
  confirm: { en: 'Send this notification to its recipients now?', es: '¿Enviar esta notificación a sus destinatarios ahora?' },
});
