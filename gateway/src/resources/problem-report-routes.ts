import { Body, Controller, Get, Param, Post, Req, type Type } from '@nestjs/common';
import type { Request } from 'express';
import {
  PROBLEM_REPORT_SUBJECTS,
  REPORT_LINK_ENTITIES,
  entityByName,
  reportLinkSubject,
  slugFor,
  type EntityDef,
} from '@portico/contracts';
import { PUBLIC_ROUTE, RequirePermission } from '@portico/platform';
import { ServiceClient } from './service-client';

/**
 * QR problem reports (ADR 0028): the public page's lookup and submission (under /public, so the
 * public rate limit applies; the signed token in the path is the only credential).
 */
@Controller('api/v1/public/problem-reports')
class PublicProblemReportRoutes {
  constructor(private readonly services: ServiceClient) {}

  @Get(':token')
  @RequirePermission(PUBLIC_ROUTE)
  lookup(@Req() req: Request, @Param('token') token: string) {
    return this.services.forward(req, PROBLEM_REPORT_SUBJECTS.lookup, { params: { token } });
  }

  @Post(':token')
  @RequirePermission(PUBLIC_ROUTE)
  submit(@Req() req: Request, @Param('token') token: string, @Body() body: unknown) {
    return this.services.forward(req, PROBLEM_REPORT_SUBJECTS.submit, { params: { token }, body });
  }
}

/** `GET /api/v1/{module}/{id}/report-link` of one target entity, under its read slug. */
function reportLinkRoutes(def: EntityDef): Type {
  // Its own base, not the entity's: the entity's controller keeps exactly its generic routes.
  @Controller('api/v1')
  class ReportLinkRoutes {
    constructor(private readonly services: ServiceClient) {}

    @Get(`${def.module}/:id/report-link`)
    @RequirePermission(slugFor(def, 'read'))
    link(@Req() req: Request, @Param('id') id: string) {
      return this.services.forward(req, reportLinkSubject(def.domain, def.name), { params: { id } });
    }
  }
  return ReportLinkRoutes;
}

export const problemReportRoutes: Type[] = [
  PublicProblemReportRoutes,
  ...REPORT_LINK_ENTITIES.map((name) => reportLinkRoutes(entityByName(name)!)),
];
