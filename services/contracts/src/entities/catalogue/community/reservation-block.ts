import { defineAction } from '../../actions';
import { reservation } from './reservation';
import { DECIDERS } from './field-helpers';

export const reservationBlock = defineAction(reservation, {
  name: 'block',
  event: 'blocked',
  label: { en: 'Block', es: 'Bloquear' },
  grants: DECIDERS,
  from: ['pending', 'approved', 'waitlisted'],
  to: 'blocked',
  reason: 'required',
  tone: 'danger',
});
