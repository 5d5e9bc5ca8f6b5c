import type { RemoteFeature } from '@portico/shell-ui';
import { PropertyAnalyticsPage } from './PropertyAnalytics';
import { UserAnalyticsPage } from './UserAnalytics';
import { analyticsMenu, propertyAnalyticsPage, userAnalyticsPage } from './analytics.manifest';

/** The people reports: occupancy and people by property, accounts and their use over time. */
export const analyticsFeature: RemoteFeature = {
  key: 'analytics',
  routes: [
    { path: propertyAnalyticsPage.path, render: () => <PropertyAnalyticsPage /> },
    { path: userAnalyticsPage.path, render: () => <UserAnalyticsPage /> },
  ],
  pages: [propertyAnalyticsPage, userAnalyticsPage],
  menu: analyticsMenu,
};
