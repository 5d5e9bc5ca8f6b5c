import { parentOrg, property } from '@portico/contracts';
import { createRemoteApp, resourceRoutes } from '@portico/shell-ui';

/** People remote: parent organizations and properties (units, users and the rest follow). */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'people',
  displayName: 'People',
  routes: [...resourceRoutes(property), ...resourceRoutes(parentOrg)],
});
