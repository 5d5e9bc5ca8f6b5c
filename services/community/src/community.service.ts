import { join } from 'node:path';
import { bulletinType } from '@portico/contracts';
import type { DomainServiceOptions } from '@portico/platform';
import { bulletinTypes } from './schema';
import { seedCommunity } from './seed';
import { propertyDirectorySubscription } from './property-directory';
import { chatResources } from './chat/chat.resources';
import { ChatController } from './chat/chat.controller';
import { filesResources } from './files/files.resources';

export const communityService: DomainServiceOptions = {
  domain: 'community',
  migrationsFolder: join(__dirname, '..', 'migrations'),
  resources: [{ def: bulletinType, table: bulletinTypes }, ...chatResources, ...filesResources],
  controllers: [ChatController],
  seed: seedCommunity,
  subscriptions: [propertyDirectorySubscription],
};
