import { join } from 'node:path';
import type { DomainServiceOptions } from '@portico/platform';
import { accessResources } from './access/access.resources';
import { onboardingResources } from './onboarding/onboarding.resources';
import { groupResources } from './groups/groups.resources';
import { auditResources } from './audit/audit.resources';
import { supportResources } from './support/support.resources';
import { portfolioResources } from './portfolio/portfolio.resources';
import { InviteAcceptance } from './onboarding/invite-acceptance';
import { JoinRequests } from './onboarding/join-requests';
import { OnboardingController } from './onboarding/onboarding.controller';
import { ProfileController } from './profile/profile.controller';
import { localAccessFetch, localViewAsFetch } from './access/local-access';
import { AccessController } from './access/access.controller';
import { EmailChangeController } from './access/email-change.controller';
import { EmailChanges } from './access/email-change';
import { Memberships } from './memberships/memberships';
import { MembershipsController } from './memberships/memberships.controller';
import { ConsoleSettingsController } from './console-settings/console-settings.controller';
import { GetStartedController } from './overview/get-started.controller';
import { PeopleAnalyticsController } from './analytics/analytics.controller';
import { ManagementsController } from './managements/managements.controller';
import { seedAnalytics } from './analytics/analytics.seed';
import { LabelTranslationController } from './label-translation/label-translation.controller';
import { seedLabelOverrides } from './label-translation/label-translation.seed';
import { seedAccess } from './access/access.seed';
import { PermissionCatalogue, peopleCatalogue } from './access/permission-catalogue';
import { identityDirectoryFromEnv } from './identity/directory-from-env';
import { identitySyncSubscription } from './identity/identity-sync';
import type { IdentityDirectory } from './identity/identity-directory';
import { seedPeople } from './portfolio/portfolio.seed';
import { seedGroups } from './groups/groups.seed';
import { seedOnboarding } from './onboarding/onboarding.seed';
import { seedSupport } from './support/support.seed';
import { seedMemberships } from './memberships/memberships.seed';
import { peopleEffects } from './effects/people-effects';
import { generateScalePortfolio } from './portfolio/scale-portfolio';
import {
  ACTION_RUNNERS,
  DB,
  RESOURCES,
  mailerFromEnv,
  type ActionRunners,
  type Logger,
  type Db,
  type Mailer,
  type ResourceService,
} from '@portico/platform';

/**
 * What the people service is: its resources, migrations, seed, access answers and identity
 * sync. `directory` is where accounts live (dev provider, Keycloak, or none with a test issuer).
 */
export function createPeopleService(
  directory: IdentityDirectory = identityDirectoryFromEnv(),
  mailer: Mailer = mailerFromEnv(),
): DomainServiceOptions {
  return {
    domain: 'people',
    catalogue: peopleCatalogue,
    migrationsFolder: join(__dirname, '..', 'migrations'),
    resources: [
      ...accessResources,
      ...onboardingResources,
      ...groupResources,
      ...auditResources,
      ...supportResources,
      ...portfolioResources,
    ],
    seed: seedDemo,
    afterStart: generateScaleInBackground,
    // The people service owns access data, so it answers from its own tables (ADR 0008).
    access: ({ db }) => localAccessFetch(db),
    viewAs: ({ db }) => localViewAsFetch(db),
    controllers: [
      AccessController,
      OnboardingController,
      ProfileController,
      EmailChangeController,
      MembershipsController,
      ConsoleSettingsController,
      GetStartedController,
      PeopleAnalyticsController,
      ManagementsController,
      LabelTranslationController,
    ],
    providers: [
      PermissionCatalogue,
      {
        provide: InviteAcceptance,
        inject: [DB, RESOURCES, ACTION_RUNNERS],
        useFactory: (db: Db, registry: Map<string, ResourceService>, runners: ActionRunners) =>
          new InviteAcceptance(db, registry.get('user')!, runners),
      },
      { provide: Memberships, inject: [DB], useFactory: (db: Db) => new Memberships(db) },
      {
        provide: EmailChanges,
        inject: [RESOURCES],
        useFactory: (registry: Map<string, ResourceService>) => new EmailChanges(registry.get('user')!),
      },
      {
        provide: JoinRequests,
        inject: [DB, RESOURCES, ACTION_RUNNERS],
        useFactory: (db: Db, registry: Map<string, ResourceService>, runners: ActionRunners) =>
          new JoinRequests(db, registry.get('joinRequest')!, runners),
      },
    ],
    subscriptions: [identitySyncSubscription(directory)],
    mailer,
    effects: () => peopleEffects(directory),
  };
}

export const peopleService: DomainServiceOptions = createPeopleService();

/** The demo seed: the access catalogue, the demo portfolio, groups, onboarding, support and the reports' history. */
async function seedDemo(db: Db): Promise<void> {
  await seedAccess(db);
  await seedPeople(db);
  await seedGroups(db);
  await seedOnboarding(db);
  await seedSupport(db);
  await seedMemberships(db);
  await seedAnalytics(db);
  await seedLabelOverrides(db);
}

/**
 * With PORTICO_SCALE_UNITS, a large property is generated once the service answers, in the
 * background: the service is usable at once and the units arrive.
 */
function generateScaleInBackground({ db, log }: { db: Db; log: Logger }): void {
  const count = Number(process.env.PORTICO_SCALE_UNITS ?? 0);
  if (!(count > 0) || (process.env.PORTICO_SEED ?? 'demo') !== 'demo') return;
  void generateScalePortfolio(db, count, (done) => {
    if (done % 20000 === 0 || done === count) log.info({ done, count }, 'scale portfolio units generated');
  }).catch((err: unknown) => log.error({ err }, 'scale portfolio generation failed'));
}
