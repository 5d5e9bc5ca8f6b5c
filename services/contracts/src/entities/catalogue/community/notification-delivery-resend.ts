import { defineAction } from '../../actions';
import { notificationDelivery } from './notification-delivery';

/** Retries the mail of a delivery the mail server refused. */
export const notificationDeliveryResend = defineAction(notificationDelivery, {
  name: 'resend',
  event: 'resent',
  label: { en: 'Resend', es: 'Reenviar' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['error'],
  to: 'resending',
  tone: 'primary',
});
