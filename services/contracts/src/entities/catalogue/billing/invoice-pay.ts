import { defineAction } from '../../actions';
import { invoice } from './invoice';
import { money, text } from '../../field-builders';

/**
 * Pays the invoice's balance by card (Stripe): the browser sends the card's PaymentMethod id
 * (from Stripe Elements; card numbers never reach us), an attempt key (one per click of Pay:
 * a repeat is the same attempt) and the fee it showed, which the service must agree with.
 */
export const invoicePay = defineAction(invoice, {
  name: 'pay',
  event: 'cardPaid',
  label: { en: 'Pay', es: 'Pagar' },
  grants: { resident: true, parent: true, 'property-manager': true },
  from: ['open', 'partially-paid'],
  tone: 'primary',
  input: {
    paymentMethodId: text('Card', 'Tarjeta', { required: true, max: 255 }),
    attemptKey: text('Attempt', 'Intento', { required: true, max: 100 }),
    expectedFee: money('Transaction Fee', 'Comisión por transacción', { min: 0 }),
  },
});
