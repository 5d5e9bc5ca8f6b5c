import { defineAction } from '../../actions';
import { billing } from './billing';

/** Voids an invoice or bill that has no payments (409 otherwise: refund by credit note instead). */
export const billingVoid = defineAction(billing, {
  name: 'void',
  event: 'voided',
  label: { en: 'Void', es: 'Anular' },
  from: ['draft', 'pending-approval', 'approved', 'rejected', 'open', 'partially-paid'],
  to: 'void',
  reason: 'required',
  tone: 'danger',
  confirm: { en: 'Void this invoice? Its ledger entries are reversed.', es: '¿Anular esta factura? Sus asientos se revierten.' },
  grants: { parent: true, 'property-manager': true },
});
