import { defineAction } from '../../actions';
import { order } from './order';

export const orderReject = defineAction(order, {
  name: 'reject',
  event: 'rejected',
  label: { en: 'Reject', es: 'Rechazar' },
  grants: { parent: true, 'property-manager': true },
  from: ['requested'],
  to: 'rejected',
  reason: 'required',
  tone: 'danger',
});
