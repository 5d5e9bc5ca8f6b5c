import { join } from 'node:path';
import { bulletinType } from '@portico/contracts';
import { mailEffectHandlers, mailerFromEnv, type DomainServiceOptions, type Mailer } from '@portico/platform';
import { bulletinTypes } from './schema';
import { seedCommunity } from './seed';
import { propertyDirectorySubscription } from './property-directory';
import { bulletinResources } from './bulletins/bulletins.resources';
import { suggestionResources } from './suggestions/suggestions.resources';
import { lostFoundResources } from './lost-found/lost-found.resources';
import { covenantResources } from './covenants/covenants.resources';
import { bulletinBoardJob } from './bulletins/bulletin-board.job';
import { remedyOverdueJob } from './covenants/remedy-overdue.job';

/** The community service; `mailer` is where covenant notices and suggestion answers go. */
export function createCommunityService(mailer: Mailer = mailerFromEnv()): DomainServiceOptions {
  return {
    domain: 'community',
    migrationsFolder: join(__dirname, '..', 'migrations'),
    resources: [
      { def: bulletinType, table: bulletinTypes },
      ...bulletinResources,
      ...suggestionResources,
      ...lostFoundResources,
      ...covenantResources,
    ],
    seed: seedCommunity,
    subscriptions: [propertyDirectorySubscription],
    jobs: ({ db }) => ({ recurring: [bulletinBoardJob(db), remedyOverdueJob()] }),
    effects: () => mailEffectHandlers(mailer),
  };
}

export const communityService: DomainServiceOptions = createCommunityService();
