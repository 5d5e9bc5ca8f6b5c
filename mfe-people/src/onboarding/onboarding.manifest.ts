import type { RemotePage } from '@portico/shell-sdk';

/** A page the shell opens without sign-in. */
export type PublicPage = RemotePage & { public: true };

/** The public sign-up pages (React-free: read at build time). */
export const onboardingPages: PublicPage[] = [
  { path: '/register', public: true },
  { path: '/vendor/register', public: true },
  { path: '/portfolio/register', public: true },
  { path: '/confirm-email', public: true },
  { path: '/confirm-membership', public: true },
  // Password reset through the identity provider (ADR 0076).
  { path: '/forgot-password', public: true },
  { path: '/reset-password', public: true },
];
