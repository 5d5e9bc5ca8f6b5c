import { bulletin } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { bulletins } from './bulletins.schema';
import { bulletinHooks } from './bulletin.hooks';
import { bulletinActions } from './bulletin.actions';

export const bulletinResources: ResourceRegistration[] = [
  { def: bulletin, table: bulletins, hooks: bulletinHooks, actions: bulletinActions() },
];
