import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CHAT_SUBJECTS, conversation, slugFor } from '@portico/contracts';
import { RequirePermission } from '@portico/platform';
import { ServiceClient } from '../resources/service-client';

/** Chat's own requests (ADR 0031): the caller's unread counts and read marker; the service scopes both. */
@Controller('api/v1/chat')
export class ChatRoutes {
  constructor(private readonly services: ServiceClient) {}

  @Get('unread')
  @RequirePermission(slugFor(conversation, 'list'))
  unread(@Req() req: Request) {
    return this.services.forward(req, CHAT_SUBJECTS.unread, {});
  }

  @Post('conversations/:id/read')
  @HttpCode(200)
  @RequirePermission(slugFor(conversation, 'read'))
  markRead(@Req() req: Request, @Param('id') id: string) {
    return this.services.forward(req, CHAT_SUBJECTS.markRead, { params: { id } });
  }
}
