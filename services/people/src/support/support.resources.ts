import { supportRequest } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { supportRequests } from './support.schema';
import { supportRules } from './support.hooks';

export const supportResources: ResourceRegistration[] = [{ def: supportRequest, table: supportRequests, hooks: supportRules() }];
