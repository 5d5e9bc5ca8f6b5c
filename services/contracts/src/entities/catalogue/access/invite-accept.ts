import { defineAction } from '../../actions';
import { invite } from './invite';

/**
 * The invited person accepts through the secret link: a public page, so the action is internal
 * (no route, no slug); the service runs it with the inviter as actor (ADR 0020).
 */
export const inviteAccept = defineAction(invite, {
  name: 'accept',
  event: 'accepted',
  stateField: 'inviteStatus',
  label: { en: 'Accept', es: 'Aceptar' },
  grants: {},
  from: ['pending'],
  to: 'accepted',
  internal: true,
});
