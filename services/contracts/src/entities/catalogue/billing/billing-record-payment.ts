import { defineAction } from '../../actions';
import { billing } from './billing';
import { PAYMENT_METHODS } from './billing-rules';

/** Records money received (invoice) or paid (bill) outside the card flow: check, cash, transfer. */
export const billingRecordPayment = defineAction(billing, {
  name: 'recordPayment',
  event: 'paymentRecorded',
  label: { en: 'Record Payment', es: 'Registrar pago' },
  from: ['open', 'partially-paid', 'approved'],
  tone: 'primary',
  input: {
    amount: { kind: 'money', label: { en: 'Amount', es: 'Monto' }, required: true, min: 1 },
    method: {
      kind: 'enum',
      label: { en: 'Method', es: 'Método' },
      required: true,
      options: PAYMENT_METHODS.filter((m) => m.value !== 'card'),
    },
    reference: { kind: 'text', label: { en: 'Reference', es: 'Referencia' }, max: 200 },
    paidOn: { kind: 'date', label: { en: 'Paid On', es: 'Pagado el' } },
  },
  grants: { parent: true, 'property-manager': true },
});
