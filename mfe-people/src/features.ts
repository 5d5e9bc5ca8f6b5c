import type { RemoteFeature } from '@portico/shell-ui';
import { peopleQuickAccess } from './features.manifest';
import { portfolioFeature } from './portfolio/features';
import { accessFeature } from './access/features';
import { onboardingFeature } from './onboarding/features';
import { overviewFeature } from './overview/features';
import { analyticsFeature } from './analytics/features';
import { managementsFeature } from './managements/features';
import { labelTranslationFeature } from './label-translation/features';

const quickAccessFeature: RemoteFeature = { key: 'quick-access', routes: [], quickAccess: peopleQuickAccess };

/** The people remote's features: screens, menu, pages and widgets (the build emits remote.json from them). */
export const features: RemoteFeature[] = [
  portfolioFeature,
  accessFeature,
  onboardingFeature,
  overviewFeature,
  analyticsFeature,
  managementsFeature,
  labelTranslationFeature,
  quickAccessFeature,
];
