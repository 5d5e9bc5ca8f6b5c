import { defineAction } from '../../actions';
import { joinRequest } from './join-request';

/** An approver declines a pending join request with a reason the requester is sent. */
export const joinRequestReject = defineAction(joinRequest, {
  name: 'reject',
  event: 'rejected',
  stateField: 'requestStatus',
  label: { en: 'Decline', es: 'Rechazar' },
  grants: { parent: true, 'property-manager': true },
  from: ['pending'],
  to: 'declined',
  reason: 'required',
  tone: 'danger',
  confirm: { en: 'Decline this request? The requester is told the reason.', es: '¿Rechazar esta solicitud? Se le enviará el motivo.' },
});
