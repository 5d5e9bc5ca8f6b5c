import { defineAction } from '../../actions';
import { covenantEnforcement } from './covenant-enforcement';

/** The resident remedied the violation in time: no fine. */
export const covenantEnforcementCure = defineAction(covenantEnforcement, {
  name: 'cure',
  event: 'cured',
  label: { en: 'Mark cured', es: 'Marcar subsanada' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['notice'],
  to: 'cured',
  tone: 'primary',
});
