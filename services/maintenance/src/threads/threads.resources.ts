import { thread, threadMessage } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import type { OrderNotices } from '../orders/order-notices';
import { threadMessages, threads } from './threads.schema';
import { threadHooks, threadMessageHooks } from './thread.hooks';

export function threadResources(notices: OrderNotices): ResourceRegistration[] {
  return [
    { def: thread, table: threads, hooks: threadHooks },
    { def: threadMessage, table: threadMessages, hooks: threadMessageHooks(notices) },
  ];
}
