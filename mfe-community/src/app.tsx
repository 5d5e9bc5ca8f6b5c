import { createRemoteApp } from '@portico/shell-ui';
import { features } from './features';

/** Community remote: its features' screens (the manifest comes from the same features). */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'community',
  displayName: 'Community',
  routes: features.flatMap((f) => f.routes),
});
