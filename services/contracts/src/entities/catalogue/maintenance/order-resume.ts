import { defineAction } from '../../actions';
import { order } from './order';

export const orderResume = defineAction(order, {
  name: 'resume',
  event: 'resumed',
  label: { en: 'Resume', es: 'Reanudar' },
  grants: { parent: true, 'property-manager': true, staff: true, vendor: true },
  from: ['on-hold'],
  to: 'in-progress',
  tone: 'primary',
});
