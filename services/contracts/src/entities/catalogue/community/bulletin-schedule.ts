import { defineAction } from '../../actions';
import { bulletin } from './bulletin';

/** Publishes on its start date (the scheduler's job); refused when that date has arrived. */
export const bulletinSchedule = defineAction(bulletin, {
  name: 'schedule',
  event: 'scheduled',
  label: { en: 'Schedule', es: 'Programar' },
  from: ['draft'],
  to: 'scheduled',
  tone: 'primary',
  grants: { parent: true, 'property-manager': true },
});
