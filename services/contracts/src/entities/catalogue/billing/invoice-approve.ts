import { defineAction } from '../../actions';
import { invoice } from './invoice';

/** Approves and finalizes: an invoice becomes `open`, a bill `approved` (number assigned, lines locked). */
export const invoiceApprove = defineAction(invoice, {
  name: 'approve',
  event: 'approved',
  label: { en: 'Approve', es: 'Aprobar' },
  grants: { parent: true, 'property-manager': true },
  from: ['pending-approval'],
  reason: 'optional',
  tone: 'primary',
});
