import { defineAction } from '../../actions';
import { invoice } from './invoice';
import { PAYMENT_METHODS } from './billing-rules';
import { choice, date, money, text } from '../../field-builders';

/** Records money received (invoice) or paid (bill) outside the card flow: check, cash, transfer. */
export const invoiceRecordPayment = defineAction(invoice, {
  name: 'recordPayment',
  event: 'paymentRecorded',
  label: { en: 'Record Payment', es: 'Registrar pago' },
  grants: { parent: true, 'property-manager': true },
  from: ['open', 'partially-paid', 'approved'],
  tone: 'primary',
  input: {
    amount: money('Amount', 'Monto', { required: true, min: 1 }),
    method: choice(
      'Method',
      'Método',
      PAYMENT_METHODS.filter((m) => m.value !== 'card'),
      { required: true },
    ),
    reference: text('Reference', 'Referencia', { max: 200 }),
    paidOn: date('Paid On', 'Pagado el'),
  },
});
