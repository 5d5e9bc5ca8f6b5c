import { defineAction } from '../../actions';
import { reservation } from './reservation';

export const reservationNoShow = defineAction(reservation, {
  name: 'noShow',
  event: 'markedNoShow',
  label: { en: 'No-show', es: 'No se presentó' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['approved'],
  to: 'no-show',
  tone: 'danger',
  confirm: {
    en: 'Record that nobody came? Three no-shows in 90 days pause the unit’s bookings.',
    es: '¿Registrar que nadie se presentó? Tres ausencias en 90 días suspenden las reservas de la unidad.',
  },
});
