import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PEOPLE_REPORT_PERMISSION,
  managementOverviewQuerySchema,
  managementOverviewRoute,
  parseInput,
  type ManagementOverview,
  type ResourceRequest,
} from '@portico/contracts';
import { DB, RequirePermission, principalOf, type Db } from '@portico/platform';
import { managementOverview } from './management-overview';

/** `/managements` (spec: /managements/list): each property's management team and the people work waiting on it. */
@Controller()
export class ManagementsController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @MessagePattern(managementOverviewRoute.subject)
  @RequirePermission(PEOPLE_REPORT_PERMISSION)
  list(@Payload() req: ResourceRequest): Promise<ManagementOverview> {
    const { propertyId } = parseInput(managementOverviewQuerySchema, req.query ?? {});
    return managementOverview(this.db, principalOf(req), propertyId);
  }
}
