import { z } from 'zod';
import { createSchema } from '../../schemas';
import { policyText } from '../../input-rules';
import { slugFor } from '../../permissions';
import { defineRoute, type RouteSpec } from '../../routes';
import { notification } from './notification';
import { notificationDelivery } from './notification-delivery';

/** Notification routes beside the generated ones (ADR 0030): NATS subjects served by the community service. */
export const NOTIFICATION_SUBJECTS = {
  recipientsCount: 'community.notification.recipientsCount',
  aiDraft: 'community.notification.aiDraft',
  unreadCount: 'community.notificationDelivery.unreadCount',
} as const;

/** The audience of a notification being composed (saved or not): who it would reach. */
export const notificationAudienceBodySchema = createSchema(notification)
  .pick({
    audiencePropertyId: true,
    audienceUserIds: true,
    audienceUserGroupIds: true,
    audienceUnitGroupIds: true,
    audienceNotificationGroupIds: true,
  })
  .partial();

/** "Draft with AI": a description suggested from the title and notes, for a person to edit. */
export const notificationAiDraftBodySchema = z.strictObject({
  title: policyText('Title', 200).optional().nullable(),
  notes: policyText('Notes', 2000).optional().nullable(),
});

const notifications = { domain: 'community', tag: 'Notifications' } as const satisfies Partial<RouteSpec>;

export const notificationRecipientsCountRoute = defineRoute({
  ...notifications,
  name: 'notification.recipientsCount',
  summary: 'Count notification recipients',
  description: 'How many people the audience of a notification being composed (saved or not) would reach (ADR 0030).',
  method: 'POST',
  path: '/notifications/recipients-count',
  permission: slugFor(notification, 'create'),
  subject: NOTIFICATION_SUBJECTS.recipientsCount,
  body: notificationAudienceBodySchema,
  ok: 'How many people the audience reaches',
  errors: [401, 403, 422],
});

export const notificationAiDraftRoute = defineRoute({
  ...notifications,
  name: 'notification.aiDraft',
  summary: 'Draft a notification with AI',
  description: "A description suggested from the notification's title and notes, for a person to edit before sending.",
  method: 'POST',
  path: '/notifications/ai-draft',
  permission: slugFor(notification, 'create'),
  subject: NOTIFICATION_SUBJECTS.aiDraft,
  body: notificationAiDraftBodySchema,
  example: { body: { title: 'Water shut-off', notes: 'Tuesday 9 to 11, building A' } },
  ok: 'A suggested description to edit',
  errors: [401, 403, 409, 422, 503],
});

export const notificationUnreadCountRoute = defineRoute({
  ...notifications,
  name: 'notification.unreadCount',
  summary: 'Unread notifications count',
  description: "How many of the caller's received notifications are unread (the inbox badge, ADR 0038).",
  method: 'GET',
  path: '/notifications/received/unread-count',
  permission: slugFor(notificationDelivery, 'list'),
  subject: NOTIFICATION_SUBJECTS.unreadCount,
  ok: "The caller's unread notifications",
  errors: [401, 403],
});
