import { slugFor } from '@portico/contracts/kit';
import { thread, threadMessage } from '@portico/contracts/maintenance';
import { useCan, type RemotePage } from '@portico/shell-sdk';
import { Conversation, ResourceForm, type RemoteRoute, type ResourceRecord } from '@portico/shell-ui';

/**
 * A thread as a conversation (the kit's, shared with chat): messages oldest first with their
 * authors, times, bodies and files, and a composer while the thread is open.
 */
export function ThreadConversation({ record }: { record: ResourceRecord }) {
  const can = useCan();
  return (
    <Conversation
      messageDef={threadMessage}
      parentField="threadId"
      parentId={record.id}
      mayWrite={can(slugFor(threadMessage, 'create')) && record.status === 'active'}
      alsoRefresh={[thread.module]}
      testIdPrefix="thread"
    />
  );
}

/**
 * `/maintenances/view/:id/thread/new` (spec route): the generic thread form with the order
 * fixed; saving lands on the new thread.
 */
export function NewOrderThread({ orderId }: { orderId: string }) {
  return <ResourceForm def={thread} mode="create" fixed={{ orderId }} cancelHref={`/orders/view/${encodeURIComponent(orderId)}`} />;
}

export const newOrderThreadPage: RemotePage = { path: '/maintenances/view/:id/thread/new', permission: slugFor(thread, 'create') };
export const newOrderThreadRoute: RemoteRoute = {
  path: newOrderThreadPage.path,
  render: (params) => <NewOrderThread orderId={params.id!} />,
};

/** To the thread form of an order (the order view's "New thread"). */
export function newThreadHref(orderId: string): string {
  return `/maintenances/view/${encodeURIComponent(orderId)}/thread/new`;
}
