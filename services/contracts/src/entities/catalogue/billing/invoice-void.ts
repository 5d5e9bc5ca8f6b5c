import { defineAction } from '../../actions';
import { invoice } from './invoice';

/** Voids an invoice or bill that has no payments (409 otherwise: refund by credit note instead). */
export const invoiceVoid = defineAction(invoice, {
  name: 'void',
  event: 'voided',
  label: { en: 'Void', es: 'Anular' },
  grants: { parent: true, 'property-manager': true },
  from: ['draft', 'pending-approval', 'approved', 'rejected', 'open', 'partially-paid'],
  to: 'void',
  reason: 'required',
  tone: 'danger',
  confirm: { en: 'Void this invoice? Its ledger entries are reversed.', es: '¿Anular esta factura? Sus asientos se revierten.' },
});
