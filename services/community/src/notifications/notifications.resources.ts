import { notification, notificationDelivery, notificationTemplate } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { deliveryActions, notificationActions } from './notification.actions';
import { notificationHooks } from './notification.hooks';
import { notificationDeliveries, notificationTemplates, notifications } from './notifications.schema';

/** The notification entities' registrations. */
export const notificationResources: ResourceRegistration[] = [
  { def: notificationTemplate, table: notificationTemplates },
  { def: notification, table: notifications, hooks: notificationHooks, actions: notificationActions },
  { def: notificationDelivery, table: notificationDeliveries, actions: deliveryActions },
];
