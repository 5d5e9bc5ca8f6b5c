import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { MAINTENANCE_ANALYTICS_SUBJECT, order, slugFor } from '@portico/contracts';
import { RequirePermission } from '@portico/platform';
import { ServiceClient } from '../resources/service-client';

/** Analytics pages' data: aggregates computed by the owning service, in the caller's scope. */
@Controller('api/v1/analytics')
export class AnalyticsRoutes {
  constructor(private readonly services: ServiceClient) {}

  @Get('maintenance')
  @RequirePermission(slugFor(order, 'list'))
  maintenance(@Req() req: Request, @Query() query: Record<string, unknown>) {
    return this.services.forward(req, MAINTENANCE_ANALYTICS_SUBJECT, { query });
  }
}
