import { defineAction } from '../../actions';
import { suggestion } from './suggestion';
import { officialResponseInput } from './field-helpers';

export const suggestionComplete = defineAction(suggestion, {
  name: 'complete',
  event: 'completed',
  label: { en: 'Complete', es: 'Completar' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['planned', 'started'],
  to: 'completed',
  tone: 'primary',
  input: { officialResponse: officialResponseInput(false) },
});
