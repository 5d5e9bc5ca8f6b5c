import { defineAction } from '../../actions';
import { billing } from './billing';

/** Approves and finalizes: an invoice becomes `open`, a bill `approved` (number assigned, lines locked). */
export const billingApprove = defineAction(billing, {
  name: 'approve',
  event: 'approved',
  label: { en: 'Approve', es: 'Aprobar' },
  from: ['pending-approval'],
  reason: 'optional',
  tone: 'primary',
  grants: { parent: true, 'property-manager': true },
});
