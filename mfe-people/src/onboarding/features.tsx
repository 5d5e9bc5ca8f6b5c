import type { RemoteFeature } from '@portico/shell-ui';
import { onboardingPages } from './onboarding.manifest';
import { ConfirmEmailPage, ConfirmMembershipPage, JoinRequestForm, RegisterPage } from './RegisterPage';
import { ForgotPasswordPage, ResetPasswordPage } from './PasswordResetPages';
import './text';

/** Public sign-up: invitation acceptance, join requests (resident, vendor, portfolio), email-change and membership confirmation. */
export const onboardingFeature: RemoteFeature = {
  key: 'onboarding',
  routes: [
    { path: '/register', render: () => <RegisterPage /> },
    { path: '/vendor/register', render: () => <JoinRequestForm key="vendor" kind="vendor" /> },
    { path: '/portfolio/register', render: () => <JoinRequestForm key="portfolio" kind="portfolio" /> },
    { path: '/confirm-email', render: () => <ConfirmEmailPage /> },
    { path: '/confirm-membership', render: () => <ConfirmMembershipPage /> },
    { path: '/forgot-password', render: () => <ForgotPasswordPage /> },
    { path: '/reset-password', render: () => <ResetPasswordPage /> },
  ],
  pages: onboardingPages,
};
