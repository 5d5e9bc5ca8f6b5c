import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { NOTIFICATION_SUBJECTS, notification, notificationDelivery, slugFor } from '@portico/contracts';
import { RequirePermission } from '@portico/platform';
import { ServiceClient } from '../resources/service-client';

/**
 * Notification routes beside the generated ones (ADR 0030); the community service decides. Rooted
 * at api/v1 so the entity's own base path holds only its generated routes (route-permissions).
 */
@Controller('api/v1')
export class NotificationRoutes {
  constructor(private readonly services: ServiceClient) {}

  @Post('notifications/recipients-count')
  @HttpCode(200)
  @RequirePermission(slugFor(notification, 'create'))
  recipientsCount(@Req() req: Request, @Body() body: unknown) {
    return this.services.forward(req, NOTIFICATION_SUBJECTS.recipientsCount, { body });
  }

  @Post('notifications/ai-draft')
  @HttpCode(200)
  @RequirePermission(slugFor(notification, 'create'))
  aiDraft(@Req() req: Request, @Body() body: unknown) {
    return this.services.forward(req, NOTIFICATION_SUBJECTS.aiDraft, { body });
  }

  @Get('notifications/received/unread-count')
  @RequirePermission(slugFor(notificationDelivery, 'list'))
  unreadCount(@Req() req: Request) {
    return this.services.forward(req, NOTIFICATION_SUBJECTS.unreadCount, {});
  }
}
