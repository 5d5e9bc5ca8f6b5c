import { defineAction } from '../../actions';
import { suggestion } from './suggestion';
import { officialResponseInput } from './field-helpers';
import { ref } from '../../field-builders';

/** Closes a suggestion as a duplicate of an earlier one, which the response may point to. */
export const suggestionMarkDuplicate = defineAction(suggestion, {
  name: 'markDuplicate',
  event: 'markedDuplicate',
  label: { en: 'Mark duplicate', es: 'Marcar como duplicada' },
  grants: { parent: true, 'property-manager': true, staff: true },
  from: ['open', 'planned'],
  to: 'duplicate',
  tone: 'neutral',
  input: {
    duplicateOfId: ref('suggestion', 'Duplicate of', 'Duplicada de', { required: 'Choose the suggestion this one duplicates' }),
    officialResponse: officialResponseInput(false),
  },
});
