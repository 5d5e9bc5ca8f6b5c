import { defineAction } from '../../actions';
import { joinRequest } from './join-request';

/** An approver accepts a pending join request: the account is created with the requested scope. */
export const joinRequestApprove = defineAction(joinRequest, {
  name: 'approve',
  label: { en: 'Accept', es: 'Aceptar' },
  event: 'approved',
  stateField: 'requestStatus',
  from: ['pending'],
  to: 'accepted',
  input: {
    // The unit the resident gets, when the number they typed does not match one.
    unitId: { kind: 'ref', ref: 'unit', label: { en: 'Unit', es: 'Unidad' } },
  },
  confirm: { en: 'Accept this request and create the account?', es: '¿Aceptar esta solicitud y crear la cuenta?' },
  tone: 'primary',
  grants: { parent: true, 'property-manager': true },
});
