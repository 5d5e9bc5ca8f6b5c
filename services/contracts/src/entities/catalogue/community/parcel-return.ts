import { defineAction } from '../../actions';
import { parcel } from './parcel';

/** Unclaimed or refused: the parcel goes back to the carrier. */
export const parcelReturn = defineAction(parcel, {
  name: 'returnToSender',
  event: 'returned',
  label: { en: 'Return to sender', es: 'Devolver al remitente' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['received', 'notified', 'reminded'],
  to: 'returned',
  reason: 'optional',
  tone: 'danger',
});
