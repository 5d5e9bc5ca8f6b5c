import { defineAction } from '../../actions';
import { order } from './order';

export const orderDecline = defineAction(order, {
  name: 'decline',
  event: 'declined',
  label: { en: 'Decline', es: 'Declinar' },
  grants: { parent: true, 'property-manager': true, staff: true, vendor: true },
  from: ['assigned'],
  to: 'open',
  reason: 'required',
  // Why a vendor turned the job down is between them and management.
  reasonAudience: ['staff'],
  tone: 'danger',
});
