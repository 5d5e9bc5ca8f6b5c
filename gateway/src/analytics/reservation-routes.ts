import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AMENITY_AVAILABILITY_SUBJECT, RESERVATION_ANALYTICS_SUBJECT, amenity, reservation, slugFor } from '@portico/contracts';
import { RequirePermission } from '@portico/platform';
import { ServiceClient } from '../resources/service-client';

/**
 * Community's hand-written reservation routes (ADR 0029): an amenity's slots with their
 * remaining spots, and the reservation analytics page's aggregates. Its own base, so the
 * amenity's controller keeps exactly its generic routes.
 */
@Controller('api/v1')
export class ReservationRoutes {
  constructor(private readonly services: ServiceClient) {}

  @Get('amenities/:id/availability')
  @RequirePermission(slugFor(amenity, 'read'))
  availability(@Req() req: Request, @Param('id') id: string, @Query() query: Record<string, unknown>) {
    return this.services.forward(req, AMENITY_AVAILABILITY_SUBJECT, { params: { id }, query });
  }

  @Get('analytics/reservation')
  @RequirePermission(slugFor(reservation, 'list'))
  analytics(@Req() req: Request, @Query() query: Record<string, unknown>) {
    return this.services.forward(req, RESERVATION_ANALYTICS_SUBJECT, { query });
  }
}
