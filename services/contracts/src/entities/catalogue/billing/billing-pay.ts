import { defineAction } from '../../actions';
import { billing } from './billing';

/**
 * Pays the invoice's balance by card (Stripe): the browser sends the card's PaymentMethod id
 * (from Stripe Elements; card numbers never reach us), an attempt key (one per click of Pay:
 * a repeat is the same attempt) and the fee it showed, which the service must agree with.
 */
export const billingPay = defineAction(billing, {
  name: 'pay',
  event: 'cardPaid',
  label: { en: 'Pay', es: 'Pagar' },
  from: ['open', 'partially-paid'],
  tone: 'primary',
  input: {
    paymentMethodId: { kind: 'text', label: { en: 'Card', es: 'Tarjeta' }, required: true, max: 255 },
    attemptKey: { kind: 'text', label: { en: 'Attempt', es: 'Intento' }, required: true, max: 100 },
    expectedFee: { kind: 'money', label: { en: 'Transaction Fee', es: 'Comisión por transacción' }, min: 0 },
  },
  grants: { resident: true, parent: true, 'property-manager': true },
});
