import { defineAction } from '../../actions';
import { invoice } from './invoice';
import { money, ref } from '../../field-builders';

/**
 * Refunds part or all of what was paid on an invoice: a credit note (its own numbered record,
 * posted to the ledger) and the money returned — through the card provider for a card payment.
 */
export const invoiceRefund = defineAction(invoice, {
  name: 'refund',
  event: 'refunded',
  label: { en: 'Refund', es: 'Reembolsar' },
  grants: { parent: true, 'property-manager': true },
  from: ['partially-paid', 'paid'],
  reason: 'required',
  tone: 'danger',
  confirm: { en: 'Issue a credit note and return this amount?', es: '¿Emitir una nota de crédito y devolver este monto?' },
  input: {
    amount: money('Amount', 'Monto', { required: true, min: 1 }),
    paymentId: ref('payment', 'Payment', 'Pago'),
  },
});
