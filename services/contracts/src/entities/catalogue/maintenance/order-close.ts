import { defineAction } from '../../actions';
import { order } from './order';

export const orderClose = defineAction(order, {
  name: 'close',
  event: 'closed',
  label: { en: 'Close', es: 'Cerrar' },
  grants: { parent: true, 'property-manager': true },
  from: ['completed'],
  to: 'closed',
  tone: 'neutral',
  confirm: { en: 'Close this order? It leaves the active lists.', es: '¿Cerrar esta orden? Saldrá de las listas activas.' },
});
