import { notification, notificationDelivery, notificationTemplate } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const notifications = tableFor(notification);
export const notificationTemplates = tableFor(notificationTemplate);
export const notificationDeliveries = tableFor(notificationDelivery);
