import { defineAction } from '../../actions';
import { notification } from './notification';

/** Sends later: the scheduler runs the send at the chosen time. */
export const notificationSchedule = defineAction(notification, {
  name: 'schedule',
  event: 'scheduled',
  label: { en: 'Schedule', es: 'Programar' },
  from: ['draft'],
  to: 'scheduled',
  tone: 'primary',
  input: {
    scheduledAt: {
      kind: 'datetime',
      label: { en: 'Scheduled Send Time', es: 'Hora de envío programada' },
      required: 'Choose when to send it',
    },
  },
  grants: { parent: true, 'property-manager': true, staff: true },
});
