import { createRemoteApp } from '@portico/shell-ui';
import { features } from './features';

/** People remote: the portfolio structure, access and onboarding features. */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'people',
  displayName: 'People',
  routes: features.flatMap((f) => f.routes),
});
