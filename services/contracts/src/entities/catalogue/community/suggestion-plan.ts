import { defineAction } from '../../actions';
import { suggestion } from './suggestion';
import { officialResponseInput } from './field-helpers';

export const suggestionPlan = defineAction(suggestion, {
  name: 'plan',
  event: 'planned',
  label: { en: 'Plan', es: 'Planificar' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['open'],
  to: 'planned',
  tone: 'primary',
  input: { officialResponse: officialResponseInput(false) },
});
