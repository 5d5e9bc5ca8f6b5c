import { defineAction } from '../../actions';
import { covenantEnforcement } from './covenant-enforcement';

/** The resident (or staff for them) contests the fine, with the grounds as the reason. */
export const covenantEnforcementAppeal = defineAction(covenantEnforcement, {
  name: 'appeal',
  event: 'appealed',
  label: { en: 'Appeal', es: 'Apelar' },
  grants: { parent: true, 'property-manager': true, staff: true, resident: true },
  from: ['fined'],
  to: 'appealed',
  reason: 'required',
  tone: 'neutral',
});
