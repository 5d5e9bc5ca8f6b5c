import { defineAction } from '../../actions';
import { parcel } from './parcel';

/** Reminds the recipient now (the scheduler also reminds every few days while unclaimed). */
export const parcelRemind = defineAction(parcel, {
  name: 'remind',
  event: 'reminded',
  label: { en: 'Send reminder', es: 'Enviar recordatorio' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['received', 'notified', 'reminded'],
  to: 'reminded',
  tone: 'neutral',
});
