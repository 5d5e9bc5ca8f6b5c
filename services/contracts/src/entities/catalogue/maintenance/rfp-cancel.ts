import { defineAction } from '../../actions';
import { rfp } from './rfp';

export const rfpCancel = defineAction(rfp, {
  name: 'cancel',
  event: 'cancelled',
  label: { en: 'Cancel RFP', es: 'Cancelar solicitud' },
  grants: { parent: true, 'property-manager': true },
  from: ['draft', 'sent', 'evaluation'],
  to: 'cancelled',
  reason: 'required',
  tone: 'danger',
});
