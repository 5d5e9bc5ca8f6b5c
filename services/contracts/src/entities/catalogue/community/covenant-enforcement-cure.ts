import { defineAction } from '../../actions';
import { covenantEnforcement } from './covenant-enforcement';

/** The resident remedied the violation in time: no fine. */
export const covenantEnforcementCure = defineAction(covenantEnforcement, {
  name: 'cure',
  event: 'cured',
  label: { en: 'Mark cured', es: 'Marcar subsanada' },
  from: ['notice'],
  to: 'cured',
  tone: 'primary',
  grants: { parent: true, 'property-manager': true, staff: true },
});
