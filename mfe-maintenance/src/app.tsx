import { createRemoteApp } from '@portico/shell-ui';
import { features } from './features';

/** Maintenance remote: its features' screens (the manifest comes from the same features). */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'maintenance',
  displayName: 'Maintenance',
  routes: features.flatMap((f) => f.routes),
});
