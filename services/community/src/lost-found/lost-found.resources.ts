import { lostFound } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { lostFoundItems } from './lost-found.schema';
import { lostFoundHooks } from './lost-found.hooks';
import { lostFoundActions } from './lost-found.actions';

export const lostFoundResources: ResourceRegistration[] = [
  { def: lostFound, table: lostFoundItems, hooks: lostFoundHooks, actions: lostFoundActions() },
];
