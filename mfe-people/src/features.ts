import type { RemoteFeature } from '@portico/shell-ui';
import { portfolioFeature } from './portfolio';
import { accessFeature } from './access';
import { onboardingFeature } from './onboarding';

/** Quick access (spec, part 6): the User bookmark, pinned for administrators, parents and super users. */
const quickAccessFeature: RemoteFeature = {
  key: 'quick-access',
  routes: [],
  quickAccess: [
    {
      key: 'user',
      label: { en: 'User', es: 'Usuario' },
      path: '/users/list',
      icon: 'user',
      permission: 'users-list',
      roles: ['administrator', 'parent', 'super-user'],
      order: 40,
    },
  ],
};

/** The people remote's features: screens, menu, pages and widgets (the build emits remote.json from them). */
export const features: RemoteFeature[] = [portfolioFeature, accessFeature, onboardingFeature, quickAccessFeature];
