import { defineAction } from '../../actions';
import { billing } from './billing';
import { ACCOUNT_OPTIONS } from './billing-rules';

/** A manual, balanced ledger entry against an invoice (New financial entry: /caliber/financial/{billId}). */
export const billingPostEntry = defineAction(billing, {
  name: 'postEntry',
  event: 'entryPosted',
  label: { en: 'New Financial Entry', es: 'Nuevo asiento contable' },
  from: ['open', 'partially-paid', 'paid', 'approved', 'void'],
  tone: 'neutral',
  input: {
    debitAccount: { kind: 'enum', label: { en: 'Debit Account', es: 'Cuenta de débito' }, required: true, options: ACCOUNT_OPTIONS },
    creditAccount: { kind: 'enum', label: { en: 'Credit Account', es: 'Cuenta de crédito' }, required: true, options: ACCOUNT_OPTIONS },
    amount: { kind: 'money', label: { en: 'Amount', es: 'Monto' }, required: true, min: 1 },
    entryDate: { kind: 'date', label: { en: 'Date', es: 'Fecha' } },
    memo: { kind: 'text', label: { en: 'Memo', es: 'Concepto' }, required: true, max: 300 },
  },
  grants: { parent: true, 'property-manager': true },
});
