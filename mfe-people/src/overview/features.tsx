import type { RemoteFeature } from '@portico/shell-ui';
import { GetStartedPage } from './GetStarted';
import { getStartedPage, overviewMenu } from './overview.manifest';

/** The organization's overview pages: the first-run guide. */
export const overviewFeature: RemoteFeature = {
  key: 'overview',
  routes: [{ path: getStartedPage.path, render: () => <GetStartedPage /> }],
  pages: [getStartedPage],
  menu: overviewMenu,
};
