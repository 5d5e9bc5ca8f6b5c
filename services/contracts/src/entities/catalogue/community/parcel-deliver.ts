import { defineAction } from '../../actions';
import { parcel } from './parcel';

/** Staff took the parcel up to the unit (no signature at the desk). */
export const parcelDeliver = defineAction(parcel, {
  name: 'deliver',
  event: 'deliveredToUnit',
  label: { en: 'Delivered to unit', es: 'Entregado en la unidad' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['received', 'notified', 'reminded'],
  to: 'delivered-to-unit',
  tone: 'primary',
  confirm: {
    en: 'Record that staff delivered this parcel to the unit?',
    es: '¿Registrar que el personal entregó este paquete en la unidad?',
  },
});
