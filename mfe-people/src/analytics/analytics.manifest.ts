import type { RemoteMenuItem, RemotePage } from '@portico/shell-sdk';
import { PEOPLE_REPORT_PERMISSION } from '@portico/contracts/people';
import { ORGANIZATION_SECTION } from '../portfolio/portfolio.manifest';
import { PEOPLE_SECTION } from '../access/access.manifest';

/** The people reports' pages (React-free: read at build time). Each asks what its route asks (ADR 0064). */
export const propertyAnalyticsPage: RemotePage = { path: '/analytics/property', permission: PEOPLE_REPORT_PERMISSION };
export const userAnalyticsPage: RemotePage = { path: '/analytics/user', permission: PEOPLE_REPORT_PERMISSION };

export const analyticsMenu: RemoteMenuItem[] = [
  {
    label: { en: 'Property Analytics', es: 'Analítica de propiedades' },
    path: propertyAnalyticsPage.path,
    permission: PEOPLE_REPORT_PERMISSION,
    icon: 'dashboard',
    section: ORGANIZATION_SECTION,
  },
  {
    label: { en: 'User Analytics', es: 'Analítica de usuarios' },
    path: userAnalyticsPage.path,
    permission: PEOPLE_REPORT_PERMISSION,
    icon: 'dashboard',
    section: PEOPLE_SECTION,
  },
];
