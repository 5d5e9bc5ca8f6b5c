import { defineAction } from '../../actions';
import { notification } from './notification';
import { SCHEDULE_DRAFT } from './field-helpers';
import { datetime } from '../../field-builders';

/** Sends later: the scheduler runs the send at the chosen time. */
export const notificationSchedule = defineAction(notification, {
  ...SCHEDULE_DRAFT,
  grants: { parent: true, 'property-manager': true, staff: true },
  input: {
    scheduledAt: datetime('Scheduled Send Time', 'Hora de envío programada', { required: 'Choose when to send it' }),
  },
});
