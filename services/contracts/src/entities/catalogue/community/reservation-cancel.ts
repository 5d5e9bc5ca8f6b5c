import { defineAction } from '../../actions';
import { reservation } from './reservation';

export const reservationCancel = defineAction(reservation, {
  name: 'cancel',
  event: 'cancelled',
  label: { en: 'Cancel reservation', es: 'Cancelar reserva' },
  grants: { parent: true, 'property-manager': true, staff: true, resident: true },
  from: ['pending', 'approved', 'waitlisted'],
  to: 'cancelled',
  reason: 'required',
  tone: 'danger',
});
