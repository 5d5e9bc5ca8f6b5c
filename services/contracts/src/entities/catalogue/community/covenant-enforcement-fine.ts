import { defineAction } from '../../actions';
import { covenantEnforcement } from './covenant-enforcement';

/** Charges the fine. Its event, community.covenantEnforcement.fined, is billing's contract (ADR 0032). */
export const covenantEnforcementFine = defineAction(covenantEnforcement, {
  name: 'fine',
  event: 'fined',
  label: { en: 'Fine', es: 'Multar' },
  from: ['notice'],
  to: 'fined',
  tone: 'danger',
  input: {
    fineAmount: { kind: 'money', label: { en: 'Fine Amount', es: 'Monto de la multa' }, min: 0 },
  },
  grants: { parent: true, 'property-manager': true },
});
