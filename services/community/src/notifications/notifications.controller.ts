import type { PgColumn } from 'drizzle-orm/pg-core';
import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { and, count, eq, ne } from 'drizzle-orm';
import {
  NOTIFICATION_SUBJECTS,
  notification,
  notificationAiDraftBodySchema,
  notificationAudienceBodySchema,
  notificationDelivery,
  notificationProgressQuerySchema,
  parseInput,
  type NotificationProgress,
  slugFor,
  type ResourceRequest,
} from '@portico/contracts';
import { DB, RequirePermission, isPlatformPrincipal, principalOf, scopeFilter, type Db } from '@portico/platform';
import { resolveAudience } from './audience';
import { draftDescription } from './ai-draft';
import { notificationDeliveries } from './notifications.schema';
import { deliveryProgress } from './progress';

/** Hand-written notification routes (ADR 0030): recipients count, AI draft, unread count, progress. */
@Controller()
export class NotificationsController {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** How many people a notification being composed would reach, resolved as the send does. */
  @MessagePattern(NOTIFICATION_SUBJECTS.recipientsCount)
  @RequirePermission(slugFor(notification, 'create'))
  async recipientsCount(@Payload() req: ResourceRequest): Promise<{ count: number }> {
    const principal = principalOf(req);
    const audience = parseInput(notificationAudienceBodySchema, req.body ?? {});
    const orgId = principal.orgId;
    if (!orgId) return { count: 0 };
    const ids = await resolveAudience(
      this.db,
      { ...audience, parentOrgId: orgId },
      isPlatformPrincipal(principal) ? [] : principal.propertyIds,
    );
    return { count: ids.length };
  }

  @MessagePattern(NOTIFICATION_SUBJECTS.aiDraft)
  @RequirePermission(slugFor(notification, 'create'))
  async aiDraft(@Payload() req: ResourceRequest): Promise<{ description: string; model: string }> {
    principalOf(req);
    return draftDescription(parseInput(notificationAiDraftBodySchema, req.body ?? {}));
  }

  /** The caller's own unread notifications (the console's bell). */
  @MessagePattern(NOTIFICATION_SUBJECTS.unreadCount)
  @RequirePermission(slugFor(notificationDelivery, 'list'))
  async unreadCount(@Payload() req: ResourceRequest): Promise<{ count: number }> {
    const principal = principalOf(req);
    const d = notificationDeliveries as unknown as Record<string, PgColumn>;
    const [row] = await this.db
      .select({ n: count() })
      .from(notificationDeliveries)
      .where(
        and(
          scopeFilter(notificationDelivery, notificationDeliveries, principal),
          eq(d.recipientUserId!, principal.userId),
          eq(d.status!, 'active'),
          ne(d.state!, 'read'),
        ),
      );
    return { count: row?.n ?? 0 };
  }

  /** How far each asked notification's send has got; ids out of the caller's scope are left out. */
  @MessagePattern(NOTIFICATION_SUBJECTS.progress)
  @RequirePermission(slugFor(notification, 'read'))
  async progress(@Payload() req: ResourceRequest): Promise<{ items: NotificationProgress[] }> {
    const principal = principalOf(req);
    const { ids } = parseInput(notificationProgressQuerySchema, req.query ?? {});
    return { items: await deliveryProgress(this.db, principal, ids) };
  }
}
