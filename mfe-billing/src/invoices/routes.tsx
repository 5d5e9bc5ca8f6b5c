import { invoice } from '@portico/contracts/billing';
import type { RemotePage } from '@portico/shell-sdk';
import { ResourceView, type RemoteRoute } from '@portico/shell-ui';
import { InvoiceList } from './InvoiceList';
import { invoiceView } from './views';

/** The billings list screen (`?type=ar|ap`). */
export const invoiceListScreen = () => <InvoiceList />;

/** `/caliber/invoice/list|view/{id}` (spec): the receivables, with the invoice view. */
export const caliberRoutes: RemoteRoute[] = [
  { path: '/caliber/invoice/list', render: () => <InvoiceList base="/caliber/invoice/list" only="receivable" /> },
  { path: '/caliber/invoice/view/:id', render: ({ id }) => <ResourceView key={`caliber:${id}`} def={invoice} id={id!} {...invoiceView} /> },
];

export const caliberPages: RemotePage[] = [
  { path: '/caliber/invoice/list', permission: 'billings-list' },
  { path: '/caliber/invoice/view/:id', permission: 'billings-read' },
];
