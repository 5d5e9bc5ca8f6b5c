import { Controller, Get, Param, Req, type Type } from '@nestjs/common';
import type { Request } from 'express';
import type { EntityDef } from '@portico/contracts';
import { RequirePermission } from '@portico/platform';
import { ServiceClient } from './service-client';
import { entityReads } from './entity-reads';

/**
 * GET /api/v1/<module>/{id}/history (ADR 0021): a record's changes, with the entity's read
 * slug; the service answers 404 for a record outside the caller's scope.
 */
export function createHistoryRoutes(def: EntityDef): Type {
  const { history } = entityReads(def);
  @Controller(`api/v1/${def.module}`)
  class HistoryRoutes {
    constructor(private readonly services: ServiceClient) {}

    @Get(':id/history')
    @RequirePermission(history.slug)
    history(@Req() req: Request, @Param('id') id: string) {
      return this.services.forward(req, history.subject, history.payload({}, { id }));
    }
  }
  Object.defineProperty(HistoryRoutes, 'name', { value: `${def.name[0]!.toUpperCase()}${def.name.slice(1)}HistoryRoutes` });
  return HistoryRoutes;
}
