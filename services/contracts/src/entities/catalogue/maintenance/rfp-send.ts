import { defineAction } from '../../actions';
import { rfp } from './rfp';

export const rfpSend = defineAction(rfp, {
  name: 'send',
  event: 'sent',
  label: { en: 'Send to vendors', es: 'Enviar a proveedores' },
  grants: { parent: true, 'property-manager': true },
  from: ['draft'],
  to: 'sent',
  tone: 'primary',
  confirm: { en: 'Send this RFP to every invited vendor?', es: '¿Enviar esta solicitud a todos los proveedores invitados?' },
});
