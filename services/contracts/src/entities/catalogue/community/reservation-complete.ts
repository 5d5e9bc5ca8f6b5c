import { defineAction } from '../../actions';
import { reservation } from './reservation';

export const reservationComplete = defineAction(reservation, {
  name: 'complete',
  event: 'completed',
  label: { en: 'Complete', es: 'Completar' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['approved'],
  to: 'completed',
  tone: 'primary',
  confirm: { en: 'Mark this reservation as completed?', es: '¿Marcar esta reserva como completada?' },
});
