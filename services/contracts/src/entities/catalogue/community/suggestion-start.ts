import { defineAction } from '../../actions';
import { suggestion } from './suggestion';
import { officialResponseInput } from './field-helpers';

export const suggestionStart = defineAction(suggestion, {
  name: 'start',
  event: 'started',
  label: { en: 'Start', es: 'Iniciar' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['planned'],
  to: 'started',
  tone: 'primary',
  input: { officialResponse: officialResponseInput(false) },
});
