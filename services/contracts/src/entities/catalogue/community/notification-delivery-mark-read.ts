import { defineAction } from '../../actions';
import { notificationDelivery } from './notification-delivery';

/** The recipient opened it (the read receipt); only the recipient may. */
export const notificationDeliveryMarkRead = defineAction(notificationDelivery, {
  name: 'markRead',
  event: 'opened',
  label: { en: 'Mark as read', es: 'Marcar como leída' },
  grants: { parent: true, 'property-manager': true, staff: true, editor: true, resident: true, vendor: true },
  from: ['sending', 'sent', 'delivered', 'error', 'resending'],
  to: 'read',
  tone: 'neutral',
});
