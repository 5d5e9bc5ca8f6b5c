import { defineAction } from '../../actions';
import { reservation } from './reservation';
import { DECIDERS } from './field-helpers';

export const reservationApprove = defineAction(reservation, {
  name: 'approve',
  event: 'approved',
  label: { en: 'Approve', es: 'Aprobar' },
  // Staff decide only when designated reservation approvers (checked by the service).
  grants: DECIDERS,
  from: ['pending'],
  to: 'approved',
  tone: 'primary',
});
