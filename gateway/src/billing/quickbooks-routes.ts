import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { QUICKBOOKS_SUBJECTS, integrationSettings, slugFor } from '@portico/contracts';
import { RequirePermission } from '@portico/platform';
import { ServiceClient } from '../resources/service-client';

/**
 * Accounting-software connection and sync (ADR 0035), answered by the billing service. The
 * service parses every body and query; the slugs here are checked again there.
 */
@Controller('api/v1/quickbooks')
export class QuickbooksRoutes {
  constructor(private readonly services: ServiceClient) {}

  @Get('status')
  @RequirePermission(slugFor(integrationSettings, 'read'))
  status(@Req() req: Request, @Query() query: Record<string, unknown>) {
    return this.services.forward(req, QUICKBOOKS_SUBJECTS.status, { query });
  }

  @Get('authorize')
  @RequirePermission(slugFor(integrationSettings, 'update'))
  authorize(@Req() req: Request, @Query() query: Record<string, unknown>) {
    return this.services.forward(req, QUICKBOOKS_SUBJECTS.authorize, { query });
  }

  @Post('connect')
  @HttpCode(200)
  @RequirePermission(slugFor(integrationSettings, 'update'))
  connect(@Req() req: Request, @Body() body: unknown) {
    return this.services.forward(req, QUICKBOOKS_SUBJECTS.connect, { body });
  }

  @Post('push')
  @HttpCode(200)
  @RequirePermission(slugFor(integrationSettings, 'update'))
  push(@Req() req: Request, @Body() body: unknown) {
    return this.services.forward(req, QUICKBOOKS_SUBJECTS.push, { body });
  }

  @Post('pull')
  @HttpCode(200)
  @RequirePermission(slugFor(integrationSettings, 'update'))
  pull(@Req() req: Request, @Body() body: unknown) {
    return this.services.forward(req, QUICKBOOKS_SUBJECTS.pull, { body });
  }
}
