import { createRemoteApp } from '@portico/shell-ui';
import { features } from './features';

/** Billing remote: its features' screens (the manifest comes from the same features). */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'billing',
  displayName: 'Billing',
  routes: features.flatMap((f) => f.routes),
});
