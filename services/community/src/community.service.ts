import { join } from 'node:path';
import { bulletinType, domainCatalogue } from '@portico/contracts';
import * as communityDefinitions from '@portico/contracts/community';
import { mailerFromEnv, type DomainServiceOptions, type Mailer } from '@portico/platform';
import { bulletinTypes } from './schema';
import { seedCommunity } from './seed';
import { propertyDirectorySubscription } from './property-directory';
import { noticeSubscriptions } from './notifications/notice-consumer';
import { bulletinResources } from './bulletins/bulletins.resources';
import { suggestionResources } from './suggestions/suggestions.resources';
import { lostFoundResources } from './lost-found/lost-found.resources';
import { covenantResources } from './covenants/covenants.resources';
import { bulletinBoardJob } from './bulletins/bulletin-board.job';
import { remedyOverdueJob } from './covenants/remedy-overdue.job';
import { notificationResources } from './notifications/notifications.resources';
import { noticeMailEffects } from './notifications/notice-mail';
import { NotificationsController } from './notifications/notifications.controller';
import { fanoutJob } from './notifications/notification-jobs';
import { parcelResources } from './parcels/parcels.resources';
import { parcelReminderJob } from './parcels/parcel-reminders';
import { reservationJobs, reservationResources } from './reservations/reservations.resources';
import { ReservationsController } from './reservations/reservations.controller';
import { chatResources } from './chat/chat.resources';
import { ChatController } from './chat/chat.controller';
import { filesResources } from './files/files.resources';

/** The community service; `mailer` is where notices, covenant notices and suggestion answers go. */
export function createCommunityService(mailer: Mailer = mailerFromEnv()): DomainServiceOptions {
  return {
    domain: 'community',
    catalogue: domainCatalogue('community', communityDefinitions),
    migrationsFolder: join(__dirname, '..', 'migrations'),
    resources: [
      { def: bulletinType, table: bulletinTypes },
      ...bulletinResources,
      ...suggestionResources,
      ...lostFoundResources,
      ...covenantResources,
      ...notificationResources,
      ...parcelResources,
      ...reservationResources,
      ...chatResources,
      ...filesResources,
    ],
    seed: seedCommunity,
    subscriptions: [propertyDirectorySubscription, ...noticeSubscriptions],
    controllers: [NotificationsController, ReservationsController, ChatController],
    jobs: ({ db }) => ({
      oneOff: [fanoutJob() as never],
      recurring: [bulletinBoardJob(db), remedyOverdueJob(), parcelReminderJob(), ...reservationJobs()],
    }),
    mailer,
    effects: () => noticeMailEffects(mailer),
  };
}

export const communityService: DomainServiceOptions = createCommunityService();
