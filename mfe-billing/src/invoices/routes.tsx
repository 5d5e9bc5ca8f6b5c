import { billing } from '@portico/contracts';
import type { RemotePage } from '@portico/shell-sdk';
import { ResourceView, type RemoteRoute } from '@portico/shell-ui';
import { BillingList } from './BillingList';
import { billingView } from './views';

/** The billings list screen (`?type=ar|ap`). */
export const billingListScreen = () => <BillingList />;

/** `/caliber/invoice/list|view/{id}` (spec): the receivables, with the invoice view. */
export const caliberRoutes: RemoteRoute[] = [
  { path: '/caliber/invoice/list', render: () => <BillingList base="/caliber/invoice/list" only="receivable" /> },
  { path: '/caliber/invoice/view/:id', render: ({ id }) => <ResourceView key={`caliber:${id}`} def={billing} id={id!} {...billingView} /> },
];

export const caliberPages: RemotePage[] = [
  { path: '/caliber/invoice/list', permission: 'billings-list' },
  { path: '/caliber/invoice/view/:id', permission: 'billings-read' },
];
