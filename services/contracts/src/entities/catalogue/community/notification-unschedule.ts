import { defineAction } from '../../actions';
import { notification } from './notification';

/** Takes a scheduled notification back to draft (its pending send is cancelled). */
export const notificationUnschedule = defineAction(notification, {
  name: 'unschedule',
  event: 'unscheduled',
  label: { en: 'Cancel schedule', es: 'Cancelar programación' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['scheduled'],
  to: 'draft',
  tone: 'neutral',
});
