import type { RemoteMenuItem, RemotePage } from '@portico/shell-sdk';
import { ORGANIZATION_SECTION } from '../portfolio/portfolio.manifest';

/** Pages of the people remote that are no entity's screens (React-free: read at build time). */
// A guide to setting up an organization: for those who may set one up (change properties); the
// menu entry asks what the page asks, as every entry does.
export const getStartedPage: RemotePage = { path: '/get-started', permission: 'properties-update' };

export const overviewMenu: RemoteMenuItem[] = [
  {
    label: { en: 'Get Started', es: 'Primeros pasos' },
    path: '/get-started',
    permission: 'properties-update',
    icon: 'check',
    section: ORGANIZATION_SECTION,
  },
];
