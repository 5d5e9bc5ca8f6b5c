import { defineAction } from '../../actions';
import { billing } from './billing';

/**
 * Sends a draft on: to `pending-approval` when the org's (or property's) approval rule requires
 * it, else straight to finalized (`open` for an invoice, `approved` for a bill). The target
 * depends on the rule, so the handler sets it (no declared `to`).
 */
export const billingSubmit = defineAction(billing, {
  name: 'submit',
  event: 'submitted',
  label: { en: 'Submit', es: 'Enviar' },
  from: ['draft', 'rejected'],
  tone: 'primary',
  grants: { parent: true, 'property-manager': true },
});
