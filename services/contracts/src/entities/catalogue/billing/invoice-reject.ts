import { defineAction } from '../../actions';
import { invoice } from './invoice';

/** Rejects with a reason; a rejected draft can be edited and submitted again. */
export const invoiceReject = defineAction(invoice, {
  name: 'reject',
  event: 'rejected',
  label: { en: 'Reject', es: 'Rechazar' },
  grants: { parent: true, 'property-manager': true },
  from: ['pending-approval'],
  to: 'rejected',
  reason: 'required',
  tone: 'danger',
});
