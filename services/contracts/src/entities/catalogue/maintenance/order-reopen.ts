import { defineAction } from '../../actions';
import { order } from './order';

export const orderReopen = defineAction(order, {
  name: 'reopen',
  event: 'reopened',
  label: { en: 'Reopen', es: 'Reabrir' },
  grants: { parent: true, 'property-manager': true, resident: true },
  from: ['completed', 'closed'],
  to: 'open',
  reason: 'required',
  tone: 'neutral',
});
