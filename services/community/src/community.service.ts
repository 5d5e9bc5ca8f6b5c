import { join } from 'node:path';
import { bulletinType } from '@portico/contracts';
import type { DomainServiceOptions } from '@portico/platform';
import { bulletinTypes } from './schema';
import { seedCommunity } from './seed';
import { propertyDirectorySubscription } from './property-directory';

export const communityService: DomainServiceOptions = {
  domain: 'community',
  migrationsFolder: join(__dirname, '..', 'migrations'),
  resources: [{ def: bulletinType, table: bulletinTypes }],
  seed: seedCommunity,
  subscriptions: [propertyDirectorySubscription],
};
