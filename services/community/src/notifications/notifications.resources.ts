import { notification, notificationDelivery, notificationTemplate } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { notificationDeliveries, notificationTemplates, notifications } from './notifications.schema';

/** The notification entities' registrations (hooks and actions are added beside them). */
export const notificationResources: ResourceRegistration[] = [
  { def: notificationTemplate, table: notificationTemplates },
  { def: notification, table: notifications },
  { def: notificationDelivery, table: notificationDeliveries },
];
