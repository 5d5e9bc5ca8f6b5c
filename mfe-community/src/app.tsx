import { bulletinType } from '@portico/contracts';
import { createRemoteApp, resourceRoutes } from '@portico/shell-ui';

/** Community remote: bulletin types (bulletins, amenities, reservations and the rest follow). */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'community',
  displayName: 'Community',
  routes: resourceRoutes(bulletinType),
});
