import { defineAction } from '../../actions';
import { billing } from './billing';

/** Rejects with a reason; a rejected draft can be edited and submitted again. */
export const billingReject = defineAction(billing, {
  name: 'reject',
  event: 'rejected',
  label: { en: 'Reject', es: 'Rechazar' },
  from: ['pending-approval'],
  to: 'rejected',
  reason: 'required',
  tone: 'danger',
  grants: { parent: true, 'property-manager': true },
});
