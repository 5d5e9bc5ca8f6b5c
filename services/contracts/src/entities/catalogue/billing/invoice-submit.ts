import { defineAction } from '../../actions';
import { invoice } from './invoice';

/**
 * Sends a draft on: to `pending-approval` when the org's (or property's) approval rule requires
 * it, else straight to finalized (`open` for an invoice, `approved` for a bill). The target
 * depends on the rule, so the handler sets it (no declared `to`).
 */
export const invoiceSubmit = defineAction(invoice, {
  name: 'submit',
  event: 'submitted',
  label: { en: 'Submit', es: 'Enviar' },
  grants: { parent: true, 'property-manager': true },
  from: ['draft', 'rejected'],
  tone: 'primary',
});
