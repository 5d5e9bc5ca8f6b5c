import { defineAction } from '../../actions';
import { order } from './order';

export const orderApprove = defineAction(order, {
  name: 'approve',
  event: 'approved',
  label: { en: 'Approve', es: 'Aprobar' },
  grants: { parent: true, 'property-manager': true },
  from: ['requested'],
  to: 'open',
  tone: 'primary',
});
