import { defineAction } from '../../actions';
import { suggestion } from './suggestion';
import { officialResponseInput } from './field-helpers';

/** Closes a suggestion as a duplicate of an earlier one, which the response may point to. */
export const suggestionMarkDuplicate = defineAction(suggestion, {
  name: 'markDuplicate',
  event: 'markedDuplicate',
  label: { en: 'Mark duplicate', es: 'Marcar como duplicada' },
  from: ['open', 'planned'],
  to: 'duplicate',
  tone: 'neutral',
  input: {
    duplicateOfId: {
      kind: 'ref',
      ref: 'suggestion',
      label: { en: 'Duplicate of', es: 'Duplicada de' },
      required: 'Choose the suggestion this one duplicates',
    },
    officialResponse: officialResponseInput(false),
  },
  grants: { parent: true, 'property-manager': true, staff: true },
});
