import { defineAction } from '../../actions';
import { order } from './order';

export const orderCancel = defineAction(order, {
  name: 'cancel',
  event: 'cancelled',
  label: { en: 'Cancel order', es: 'Cancelar orden' },
  grants: { parent: true, 'property-manager': true, resident: true },
  from: ['requested', 'open', 'assigned', 'on-hold'],
  to: 'cancelled',
  reason: 'required',
  tone: 'danger',
});
