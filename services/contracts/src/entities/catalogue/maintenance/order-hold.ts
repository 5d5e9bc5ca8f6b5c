import { defineAction } from '../../actions';
import { order } from './order';

export const orderHold = defineAction(order, {
  name: 'hold',
  event: 'held',
  label: { en: 'Put on hold', es: 'Poner en espera' },
  grants: { parent: true, 'property-manager': true, staff: true, vendor: true },
  from: ['in-progress'],
  to: 'on-hold',
  reason: 'required',
  // Held for reasons between management and the vendor (parts, access, budget).
  reasonAudience: ['staff', 'vendor'],
  tone: 'neutral',
});
