import { defineAction } from '../../actions';
import { billing } from './billing';

/**
 * Refunds part or all of what was paid on an invoice: a credit note (its own numbered record,
 * posted to the ledger) and the money returned — through the card provider for a card payment.
 */
export const billingRefund = defineAction(billing, {
  name: 'refund',
  event: 'refunded',
  label: { en: 'Refund', es: 'Reembolsar' },
  from: ['partially-paid', 'paid'],
  reason: 'required',
  tone: 'danger',
  input: {
    amount: { kind: 'money', label: { en: 'Amount', es: 'Monto' }, required: true, min: 1 },
    paymentId: { kind: 'ref', ref: 'payment', label: { en: 'Payment', es: 'Pago' } },
  },
  confirm: { en: 'Issue a credit note and return this amount?', es: '¿Emitir una nota de crédito y devolver este monto?' },
  grants: { parent: true, 'property-manager': true },
});
