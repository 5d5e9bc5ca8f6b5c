import { defineAction } from '../../actions';
import { order } from './order';

export const orderHold = defineAction(order, {
  name: 'hold',
  event: 'held',
  label: { en: 'Put on hold', es: 'Poner en espera' },
  from: ['in-progress'],
  to: 'on-hold',
  reason: 'required',
  tone: 'neutral',
  grants: { parent: true, 'property-manager': true, staff: true, vendor: true },
});
