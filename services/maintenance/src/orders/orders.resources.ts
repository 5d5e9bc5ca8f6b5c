import { order } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { orders } from './orders.schema';
import { orderHooks } from './order.hooks';
import { orderActions } from './order.actions';
import { approvalNeeded } from './approval';
import type { OrderNotices } from './order-notices';

/** Work orders; `notices` is shared with the threads feature (a message tells the order's people). */
export function orderResources(notices: OrderNotices): ResourceRegistration[] {
  return [{ def: order, table: orders, hooks: orderHooks(approvalNeeded, notices), actions: orderActions(notices) }];
}
