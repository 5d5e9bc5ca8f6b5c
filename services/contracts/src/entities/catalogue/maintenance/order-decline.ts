import { defineAction } from '../../actions';
import { order } from './order';

export const orderDecline = defineAction(order, {
  name: 'decline',
  event: 'declined',
  label: { en: 'Decline', es: 'Declinar' },
  from: ['assigned'],
  to: 'open',
  reason: 'required',
  tone: 'danger',
  grants: { parent: true, 'property-manager': true, staff: true, vendor: true },
});
