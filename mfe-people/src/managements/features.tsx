import type { RemoteFeature } from '@portico/shell-ui';
import { ManagementListPage } from './ManagementList';
import { managementListPage, managementMenu } from './managements.manifest';

/** The management overview: each property's team and the work waiting on it (ADR 0064). */
export const managementsFeature: RemoteFeature = {
  key: 'managements',
  routes: [{ path: managementListPage.path, render: () => <ManagementListPage /> }],
  pages: [managementListPage],
  menu: managementMenu,
};
