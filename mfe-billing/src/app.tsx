import { billingType } from '@portico/contracts';
import { createRemoteApp, resourceRoutes } from '@portico/shell-ui';

/** Billing remote: billing types; billings, invoices and approvals follow. */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'billing',
  displayName: 'Billing',
  routes: resourceRoutes(billingType),
});
