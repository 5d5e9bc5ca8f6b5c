import { defineAction } from '../../actions';
import { order } from './order';

export const orderAccept = defineAction(order, {
  name: 'accept',
  event: 'accepted',
  label: { en: 'Accept and start', es: 'Aceptar e iniciar' },
  grants: { parent: true, 'property-manager': true, staff: true, vendor: true },
  from: ['assigned'],
  to: 'in-progress',
  tone: 'primary',
});
