import { defineAction } from '../../actions';
import { covenantEnforcement } from './covenant-enforcement';

/** Forgives the violation or its fine; billing cancels an open charge on this event. */
export const covenantEnforcementWaive = defineAction(covenantEnforcement, {
  name: 'waive',
  event: 'waived',
  label: { en: 'Waive', es: 'Condonar' },
  grants: { parent: true, 'property-manager': true },
  from: ['notice', 'fined', 'appealed'],
  to: 'waived',
  reason: 'required',
  tone: 'danger',
});
