import { Stack } from '@mantine/core';
import { equipment, location, order, partMovement, quoteLine, rfp, rfpBid, rfpQuestion, thread, threadMessage } from '@portico/contracts';
import { RelatedList, type ResourceViewExtras } from '@portico/shell-ui';
import { QrCodeAction } from './reports';

/** What each maintenance record's view shows beneath it: the records hanging off it. */
export const orderView: ResourceViewExtras = {
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
  sections: (record) => (
    <RelatedList def={threadMessage} field="threadId" parentId={record.id} columns={['authorId', 'body']} limit={100} />
  ),
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
    <RelatedList def={order} field="equipmentId" parentId={record.id} columns={['title', 'state', 'dueDate', 'completedAt']} />
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
