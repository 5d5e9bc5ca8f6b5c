import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { permissionSlug } from '@portico/contracts';
import { PUBLIC_ROUTE, RequirePermission } from '@portico/platform';
import { ServiceClient } from './service-client';

/**
 * Invitations and sign-up: the few public routes (under /public, token in the body, never a
 * bearer token) and the approver's decision on a join request.
 */
@Controller('api/v1')
export class OnboardingRoutes {
  constructor(private readonly services: ServiceClient) {}

  @Get('public/invites/lookup')
  @RequirePermission(PUBLIC_ROUTE)
  lookupInvite(@Req() req: Request, @Query('token') token: string) {
    return this.services.forward(req, 'people.invite.lookup', { query: { token } });
  }

  @Post('public/invites/accept')
  @HttpCode(200)
  @RequirePermission(PUBLIC_ROUTE)
  acceptInvite(@Req() req: Request, @Body() body: unknown) {
    return this.services.forward(req, 'people.invite.accept', { body });
  }

  @Post('public/join-requests')
  @RequirePermission(PUBLIC_ROUTE)
  submitJoinRequest(@Req() req: Request, @Body() body: unknown) {
    return this.services.forward(req, 'people.joinRequest.submit', { body });
  }

  @Post('public/email-changes/confirm')
  @HttpCode(200)
  @RequirePermission(PUBLIC_ROUTE)
  confirmEmailChange(@Req() req: Request, @Body() body: unknown) {
    return this.services.forward(req, 'people.emailChange.confirm', { body });
  }

  @Post('public/memberships/confirm')
  @HttpCode(200)
  @RequirePermission(PUBLIC_ROUTE)
  confirmMembership(@Req() req: Request, @Body() body: unknown) {
    return this.services.forward(req, 'people.membership.confirm', { body });
  }

  @Post('join-requests/:id/decision')
  @HttpCode(200)
  @RequirePermission(permissionSlug('join-requests', 'update'))
  decide(@Req() req: Request, @Param('id') id: string, @Body() body: unknown) {
    return this.services.forward(req, 'people.joinRequest.decide', { params: { id }, body });
  }
}
