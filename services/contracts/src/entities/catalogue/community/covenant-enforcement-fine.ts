import { defineAction } from '../../actions';
import { covenantEnforcement } from './covenant-enforcement';
import { money } from '../../field-builders';

/** Charges the fine. Its event, community.event.covenantEnforcement.fined, is billing's contract (ADR 0032). */
export const covenantEnforcementFine = defineAction(covenantEnforcement, {
  name: 'fine',
  event: 'fined',
  label: { en: 'Fine', es: 'Multar' },
  grants: { parent: true, 'property-manager': true },
  from: ['notice'],
  to: 'fined',
  tone: 'danger',
  input: {
    fineAmount: money('Fine Amount', 'Monto de la multa', { min: 0 }),
  },
});
