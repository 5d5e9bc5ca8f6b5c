import { join } from 'node:path';
import { bulletinType } from '@portico/contracts';
import { mailEffectHandlers, mailerFromEnv, type DomainServiceOptions } from '@portico/platform';
import { bulletinTypes } from './schema';
import { seedCommunity } from './seed';
import { propertyDirectorySubscription } from './property-directory';
import { reservationJobs, reservationResources } from './reservations/reservations.resources';
import { ReservationsController } from './reservations/reservations.controller';

export const communityService: DomainServiceOptions = {
  domain: 'community',
  migrationsFolder: join(__dirname, '..', 'migrations'),
  resources: [{ def: bulletinType, table: bulletinTypes }, ...reservationResources],
  controllers: [ReservationsController],
  jobs: () => ({ recurring: [...reservationJobs()] }),
  effects: () => mailEffectHandlers(mailerFromEnv()),
  seed: seedCommunity,
  subscriptions: [propertyDirectorySubscription],
};
