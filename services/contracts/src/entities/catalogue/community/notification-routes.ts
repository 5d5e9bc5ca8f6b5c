import { z } from 'zod';
import { createSchema } from '../../schemas';
import { idList, policyText } from '../../input-rules';
import { slugFor } from '../../permissions';
import { defineRoute, type RouteSpec } from '../../routes';
import { notification } from './notification';
import { notificationDelivery } from './notification-delivery';

/** Notification routes beside the generated ones (ADR 0030): NATS subjects served by the community service. */
export const NOTIFICATION_SUBJECTS = {
  recipientsCount: 'community.notification.recipientsCount',
  aiDraft: 'community.notification.aiDraft',
  unreadCount: 'community.notificationDelivery.unreadCount',
  progress: 'community.notification.progress',
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

/** `?ids=`: the notifications whose delivery progress is wanted (a view's one, a list page's). */
export const notificationProgressQuerySchema = z.strictObject({ ids: idList });

/**
 * How far a notification's send has got, counted from its deliveries' states (issue 18):
 * "N of M delivered, K mails sent".
 */
export interface NotificationProgress {
  id: string;
  state: string;
  /** Whom it reaches: the audience counted at send time, or the deliveries made when more. */
  recipients: number;
  /** Deliveries made so far (the fan-out creates them in batches). */
  deliveries: number;
  /** Reached their person: mailed (the mail server took it), in the console inbox only, or read. */
  delivered: number;
  /** Opened by their recipient. */
  read: number;
  /** Deliveries with an address to mail. */
  mails: number;
  /** Mails the mail server took. */
  mailsSent: number;
  /** Mails refused (a person may resend them). */
  failed: number;
  /** Mails still queued (sending or resending). */
  mailsPending: number;
  /** True while something is still to happen: the fan-out is running or mails are queued. */
  inProgress: boolean;
}

export const notificationProgressRoute = defineRoute({
  ...notifications,
  name: 'notification.progress',
  summary: 'Notification delivery progress',
  description:
    'For each notification asked (in scope): its recipients, deliveries made, delivered, read, mails sent, queued and refused, counted from the deliveries.',
  method: 'GET',
  path: '/notifications/delivery/progress',
  permission: slugFor(notification, 'read'),
  subject: NOTIFICATION_SUBJECTS.progress,
  query: notificationProgressQuerySchema,
  example: { query: { ids: '00000000-0000-4000-8000-000000000000' } },
  ok: "Each in-scope notification's delivery progress (others are left out)",
  errors: [401, 403, 422],
});
