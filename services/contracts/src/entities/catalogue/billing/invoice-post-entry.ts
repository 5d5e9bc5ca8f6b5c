import { defineAction } from '../../actions';
import { invoice } from './invoice';
import { ACCOUNT_OPTIONS } from './billing-rules';
import { choice, date, money, text } from '../../field-builders';

/** A manual, balanced ledger entry against an invoice (New financial entry: /caliber/financial/{billId}). */
export const invoicePostEntry = defineAction(invoice, {
  name: 'postEntry',
  event: 'entryPosted',
  label: { en: 'New Financial Entry', es: 'Nuevo asiento contable' },
  grants: { parent: true, 'property-manager': true },
  from: ['open', 'partially-paid', 'paid', 'approved', 'void'],
  tone: 'neutral',
  input: {
    debitAccount: choice('Debit Account', 'Cuenta de débito', ACCOUNT_OPTIONS, { required: true }),
    creditAccount: choice('Credit Account', 'Cuenta de crédito', ACCOUNT_OPTIONS, { required: true }),
    amount: money('Amount', 'Monto', { required: true, min: 1 }),
    entryDate: date('Date', 'Fecha'),
    memo: text('Memo', 'Concepto', { required: true, max: 300 }),
  },
});
