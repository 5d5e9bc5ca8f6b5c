import { Stack } from '@mantine/core';
import { slugFor } from '@portico/contracts/kit';
import { client, contact, contactTransaction } from '@portico/contracts/billing';
import type { MenuSection, RemotePage } from '@portico/shell-sdk';
import {
  RelatedList,
  ResourceView,
  resourceFeature,
  type RemoteFeature,
  type RemoteRoute,
  type ResourceViewExtras,
} from '@portico/shell-ui';

/** A client's people and a contact's statement lines, under each view. */
const clientView: ResourceViewExtras = {
  sections: (record) => (
    <Stack gap="md" data-testid="client-related">
      <RelatedList def={contact} field="clientId" parentId={record.id} columns={['name', 'jobTitle', 'email', 'phone', 'primary']} />
      <RelatedList
        def={contactTransaction}
        field="clientId"
        parentId={record.id}
        columns={['transactionDate', 'contactId', 'kind', 'amount', 'reference', 'transactionStatus']}
        limit={10}
      />
    </Stack>
  ),
};

const contactView: ResourceViewExtras = {
  sections: (record) => (
    <RelatedList
      def={contactTransaction}
      field="contactId"
      parentId={record.id}
      columns={['transactionDate', 'kind', 'amount', 'reference', 'transactionStatus']}
    />
  ),
};

/** Spec: /caliber/client/view/{id}/contact/list — the client, with its contacts in full. */
const clientContactsPage: RemotePage = { path: '/caliber/client/view/:id/contact/list', permission: slugFor(contact, 'list') };
const clientContactsRoute: RemoteRoute = {
  path: clientContactsPage.path,
  render: ({ id }) => (
    <ResourceView
      key={`client-contacts:${id}`}
      def={client}
      id={id!}
      sections={(record) => <RelatedList def={contact} field="clientId" parentId={record.id} limit={100} />}
    />
  ),
};

/** Clients (with CSV import), their contacts and the contacts' transactions. */
export function clientFeatures(section: MenuSection): RemoteFeature[] {
  return [
    resourceFeature(client, {
      menu: { section, icon: 'users' },
      importable: true,
      view: clientView,
      extraRoutes: [clientContactsRoute],
      extraPages: [clientContactsPage],
    }),
    resourceFeature(contact, { view: contactView }),
    resourceFeature(contactTransaction, { menu: { section, icon: 'receipt' } }),
  ];
}
