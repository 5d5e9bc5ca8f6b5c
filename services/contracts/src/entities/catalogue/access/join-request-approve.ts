import { defineAction } from '../../actions';
import { joinRequest } from './join-request';
import { ref } from '../../field-builders';

/** An approver accepts a pending join request: the account is created with the requested scope. */
export const joinRequestApprove = defineAction(joinRequest, {
  name: 'approve',
  event: 'approved',
  stateField: 'requestStatus',
  label: { en: 'Accept', es: 'Aceptar' },
  grants: { parent: true, 'property-manager': true },
  from: ['pending'],
  to: 'accepted',
  tone: 'primary',
  confirm: { en: 'Accept this request and create the account?', es: '¿Aceptar esta solicitud y crear la cuenta?' },
  input: {
    // The unit the resident gets, when the number they typed does not match one.
    unitId: ref('unit', 'Unit', 'Unidad'),
  },
});
