import { suggestion, suggestionCategory } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { suggestionCategories, suggestions } from './suggestions.schema';
import { suggestionHooks } from './suggestion.hooks';
import { suggestionActions } from './suggestion.actions';

export const suggestionResources: ResourceRegistration[] = [
  { def: suggestionCategory, table: suggestionCategories },
  { def: suggestion, table: suggestions, hooks: suggestionHooks, actions: suggestionActions() },
];
