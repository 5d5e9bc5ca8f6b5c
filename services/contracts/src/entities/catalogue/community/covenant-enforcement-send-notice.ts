import { defineAction } from '../../actions';
import { covenantEnforcement } from './covenant-enforcement';

/** Mails the resident the violation and the remedy deadline (notice date + days to remedy). */
export const covenantEnforcementSendNotice = defineAction(covenantEnforcement, {
  name: 'sendNotice',
  event: 'noticeSent',
  label: { en: 'Send notice', es: 'Enviar aviso' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['reported'],
  to: 'notice',
  tone: 'primary',
});
