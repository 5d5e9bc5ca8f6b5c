import { defineAction } from '../../actions';
import { reservation } from './reservation';
import { DECIDERS } from './field-helpers';

export const reservationReject = defineAction(reservation, {
  name: 'reject',
  event: 'rejected',
  label: { en: 'Reject', es: 'Rechazar' },
  grants: DECIDERS,
  from: ['pending'],
  to: 'rejected',
  reason: 'required',
  tone: 'danger',
});
