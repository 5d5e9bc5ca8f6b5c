import { defineAction } from '../../actions';
import { lostFound } from './lost-found';

/** The item went back to its owner (handed over at the front desk). */
export const lostFoundReturn = defineAction(lostFound, {
  name: 'return',
  event: 'returned',
  label: { en: 'Mark returned', es: 'Marcar devuelto' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['open', 'claimed'],
  to: 'returned',
  tone: 'primary',
  confirm: { en: 'Has the item been handed back to its owner?', es: '¿Se entregó el objeto a su dueño?' },
});
