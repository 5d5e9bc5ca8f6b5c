import { defineAction } from '../../actions';
import { covenantEnforcement } from './covenant-enforcement';

/** Closes the enforcement: cured, or the fine stands (after an appeal, the appeal is denied). */
export const covenantEnforcementResolve = defineAction(covenantEnforcement, {
  name: 'resolve',
  event: 'resolved',
  label: { en: 'Resolve', es: 'Resolver' },
  grants: { parent: true, 'property-manager': true },
  from: ['cured', 'fined', 'appealed'],
  to: 'resolved',
  reason: 'optional',
  tone: 'primary',
});
