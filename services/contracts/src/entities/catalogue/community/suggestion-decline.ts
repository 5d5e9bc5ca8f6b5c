import { defineAction } from '../../actions';
import { suggestion } from './suggestion';
import { officialResponseInput } from './field-helpers';

export const suggestionDecline = defineAction(suggestion, {
  name: 'decline',
  event: 'declined',
  label: { en: 'Decline', es: 'Rechazar' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['open', 'planned'],
  to: 'declined',
  tone: 'danger',
  input: { officialResponse: officialResponseInput(true) },
});
