import type { RemoteFeature } from '@portico/shell-ui';
import { onboardingPages } from './onboarding.manifest';
import { JoinRequestForm, RegisterPage } from './RegisterPage';
import './i18n';

/** Public sign-up: invitation acceptance and join requests (resident, vendor, portfolio). */
export const onboardingFeature: RemoteFeature = {
  key: 'onboarding',
  routes: [
    { path: '/register', render: () => <RegisterPage /> },
    { path: '/vendor/register', render: () => <JoinRequestForm key="vendor" kind="vendor" /> },
    { path: '/portfolio/register', render: () => <JoinRequestForm key="portfolio" kind="portfolio" /> },
  ],
  pages: onboardingPages,
};
