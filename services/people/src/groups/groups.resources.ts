import { group } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { groups } from './groups.schema';

export const groupResources: ResourceRegistration[] = [{ def: group, table: groups }];
