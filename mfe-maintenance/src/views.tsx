import { Button, Stack } from '@mantine/core';
import { equipment, location, order, partMovement, quoteLine, rfp, rfpBid, rfpQuestion, thread } from '@portico/contracts/maintenance';
import { labelText, linkProps, useCan, useLanguage } from '@portico/shell-sdk';
import { Icon, RelatedList, type ResourceRecord, type ResourceViewExtras } from '@portico/shell-ui';
import { slugFor } from '@portico/contracts/kit';
import { ThreadConversation, newThreadHref } from './threads/ThreadConversation';
import { EquipmentMap } from './equipment-map/EquipmentMap';
import { QrCodeAction } from './reports/features';

/** The order view's "New thread": to the thread form with the order filled in. */
function NewThreadButton({ record }: { record: ResourceRecord }) {
  const can = useCan();
  const language = useLanguage();
  if (!can(slugFor(thread, 'create')) || record.status !== 'active') return null;
  return (
    <Button
      component="a"
      {...linkProps(newThreadHref(record.id))}
      variant="light"
      leftSection={<Icon name="inbox" size={16} />}
      data-testid="order-new-thread"
    >
      {labelText({ en: 'New thread', es: 'Nueva conversación' }, language)}
    </Button>
  );
}

/** What each maintenance record's view shows beneath it: the records hanging off it. */
export const orderView: ResourceViewExtras = {
  actions: (record) => <NewThreadButton record={record} />,
  sections: (record) => (
    <Stack gap="md" data-testid="order-related">
      <RelatedList def={thread} field="orderId" parentId={record.id} columns={['subject', 'messageCount', 'lastMessageAt']} />
      <RelatedList def={rfp} field="orderId" parentId={record.id} columns={['title', 'state', 'dueDate', 'awardedVendorId']} />
      <RelatedList def={partMovement} field="orderId" parentId={record.id} columns={['partId', 'quantity', 'unitCost', 'note']} />
    </Stack>
  ),
};

export const rfpView: ResourceViewExtras = {
  sections: (record) => (
    <Stack gap="md">
      <RelatedList def={rfpBid} field="rfpId" parentId={record.id} columns={['vendorId', 'state', 'quoteTotal', 'quotedAt']} />
      <RelatedList def={rfpQuestion} field="rfpId" parentId={record.id} columns={['question', 'response']} />
    </Stack>
  ),
};

export const bidView: ResourceViewExtras = {
  sections: (record) => (
    <RelatedList def={quoteLine} field="bidId" parentId={record.id} columns={['description', 'quantity', 'amountPerQty', 'total']} />
  ),
};

export const threadView: ResourceViewExtras = {
  sections: (record) => <ThreadConversation record={record} />,
};

export const partView: ResourceViewExtras = {
  sections: (record) => (
    <RelatedList def={partMovement} field="partId" parentId={record.id} columns={['kind', 'quantity', 'orderId', 'unitCost', 'note']} />
  ),
};

export const locationView: ResourceViewExtras = {
  actions: (record) => <QrCodeAction def={location} id={record.id} />,
  sections: (record) => (
    <Stack gap="md">
      <RelatedList def={location} field="parentLocationId" parentId={record.id} columns={['name', 'locationType']} />
      <RelatedList def={order} field="locationId" parentId={record.id} columns={['title', 'state', 'urgency', 'dueDate']} />
    </Stack>
  ),
};

export const equipmentView: ResourceViewExtras = {
  actions: (record) => <QrCodeAction def={equipment} id={record.id} />,
  sections: (record) => (
    <Stack gap="md">
      <EquipmentMap record={record} />
      <RelatedList def={order} field="equipmentId" parentId={record.id} columns={['title', 'state', 'dueDate', 'completedAt']} />
    </Stack>
  ),
};

export const vendorView: ResourceViewExtras = {
  sections: (record) => (
    <RelatedList def={order} field="vendorId" parentId={record.id} columns={['title', 'state', 'dueDate', 'completedAt']} />
  ),
};

export const scheduleView: ResourceViewExtras = {
  sections: (record) => (
    <RelatedList def={order} field="scheduleId" parentId={record.id} columns={['title', 'occurrenceDate', 'state', 'dueDate']} />
  ),
};
