import { maintenanceCategory } from '@portico/contracts';
import { createRemoteApp, resourceRoutes } from '@portico/shell-ui';

/** Maintenance remote: categories (`/maintenance-type`); orders, vendors and the rest follow. */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'maintenance',
  displayName: 'Maintenance',
  routes: resourceRoutes(maintenanceCategory),
});
