import { Stack } from '@mantine/core';
import { slugFor } from '@portico/contracts/kit';
import { notification, notificationDelivery, notificationTemplate } from '@portico/contracts/community';
import { type MenuSection, type RemoteQuickAccess, type RemoteWidget, labelText, useLanguage } from '@portico/shell-sdk';
import {
  RelatedList,
  ResourceList,
  ResourceView,
  type ExtraColumn,
  type RemoteFeature,
  type ResourceViewExtras,
  combineFeatures,
  resourceFeature,
} from '@portico/shell-ui';
import { DeliveredCell, DeliveryProgressPanel } from './DeliveryProgress';
import { NotificationForm } from './NotificationForm';
import { RecipientsCount } from './RecipientsCount';
import { ReceivedList, ReceivedView } from './ReceivedNotifications';
import { TEXT } from './text';

export const NOTIFICATIONS_SECTION: MenuSection = { key: 'notifications', label: { en: 'Notifications', es: 'Notificaciones' }, order: 15 };

const LIST = slugFor(notification, 'list');
const CREATE = slugFor(notification, 'create');
const UPDATE = slugFor(notification, 'update');
const READ = slugFor(notification, 'read');
const RECEIVED = slugFor(notificationDelivery, 'list');

/** A notification's view: its reach while unsent, then its progress and each recipient's delivery and read receipt. */
const notificationView: ResourceViewExtras = {
  sections: (record) => (
    <Stack gap="md">
      {record.state === 'draft' || record.state === 'scheduled' ? <RecipientsCount values={record} /> : null}
      <DeliveryProgressPanel record={record} />
      <ReadReceipts id={record.id} />
    </Stack>
  ),
};

/** "Delivered N / M" of each sent notification, counted by the service. */
const DELIVERED_COLUMN: ExtraColumn[] = [
  { id: 'delivered', header: TEXT.deliveredColumn, render: (row, page) => <DeliveredCell row={row} page={page} /> },
];

function SentList() {
  const language = useLanguage();
  return (
    <ResourceList
      key="notification-sents"
      def={notification}
      fixedFilters={{ state: 'sent' }}
      title={labelText(TEXT.sentTitle, language)}
      extraColumns={DELIVERED_COLUMN}
    />
  );
}

function ArchivedList() {
  const language = useLanguage();
  return (
    <ResourceList
      key="notifications-archived"
      def={notification}
      initialStatus="archived"
      title={labelText(TEXT.archivedTitle, language)}
    />
  );
}

function ReadReceipts({ id }: { id: string }) {
  const language = useLanguage();
  return (
    <RelatedList
      def={notificationDelivery}
      field="notificationId"
      parentId={id}
      columns={['recipientUserId', 'state', 'sentAt', 'readAt']}
      title={labelText(TEXT.readReceipts, language)}
    />
  );
}

const widgets: RemoteWidget[] = [
  {
    id: 'latest-notifications',
    kind: 'recent',
    label: TEXT.latest,
    module: notification.module,
    permission: LIST,
    path: '/notifications/list',
    icon: 'bell',
    color: 'primary',
    field: 'title',
    limit: 5,
  },
];

const quickAccess: RemoteQuickAccess[] = [
  {
    key: 'notification',
    label: { en: 'Notification', es: 'Notificación' },
    path: '/notifications/new',
    icon: 'megaphone',
    permission: CREATE,
    order: 10,
  },
];

/** Outbox, sent, archived, templates and the received inbox; the bell in the header. */
export const notificationFeatures: RemoteFeature[] = [
  combineFeatures(
    'notifications',
    [
      resourceFeature(notification, {
        menu: { section: NOTIFICATIONS_SECTION, icon: 'bell', label: TEXT.outbox },
        view: notificationView,
        extraRoutes: [
          { path: '/notifications/new', render: () => <NotificationForm mode="create" /> },
          { path: '/notifications/edit/:id', render: ({ id }) => <NotificationForm mode="edit" id={id!} /> },
          { path: '/notifications/received', render: () => <ReceivedList /> },
          { path: '/notifications/received/:id', render: ({ id }) => <ReceivedView key={id} id={id!} /> },
          { path: '/notifications/archived', render: () => <ArchivedList /> },
          { path: '/notification-sents/list', render: () => <SentList /> },
          {
            path: '/notification-sents/view/:id',
            render: ({ id }) => <ResourceView key={`sent:${id}`} def={notification} id={id!} {...notificationView} />,
          },
          { path: '/notification-sents/new', render: () => <NotificationForm mode="create" /> },
          { path: '/notification-sents/edit/:id', render: ({ id }) => <NotificationForm mode="edit" id={id!} /> },
        ],
        extraPages: [
          { path: '/notifications/received', permission: RECEIVED },
          { path: '/notifications/received/:id', permission: RECEIVED },
          { path: '/notifications/archived', permission: LIST },
          { path: '/notification-sents/list', permission: LIST },
          { path: '/notification-sents/view/:id', permission: READ },
          { path: '/notification-sents/new', permission: CREATE },
          { path: '/notification-sents/edit/:id', permission: UPDATE },
        ],
      }),
      resourceFeature(notificationTemplate, { menu: { section: NOTIFICATIONS_SECTION, icon: 'file', label: TEXT.templates } }),
      resourceFeature(notificationDelivery),
    ],
    {
      widgets,
      quickAccess,
      menu: [
        { label: TEXT.create, path: '/notifications/new', permission: CREATE, icon: 'plus', section: NOTIFICATIONS_SECTION },
        { label: TEXT.sent, path: '/notification-sents/list', permission: LIST, icon: 'check', section: NOTIFICATIONS_SECTION },
        { label: TEXT.archived, path: '/notifications/archived', permission: LIST, icon: 'archive', section: NOTIFICATIONS_SECTION },
        { label: TEXT.received, path: '/notifications/received', permission: RECEIVED, icon: 'inbox', section: NOTIFICATIONS_SECTION },
      ],
      headerItems: [{ id: 'notification-bell', label: TEXT.bell, exposes: './NotificationBell', permission: RECEIVED, order: 10 }],
    },
  ),
];
