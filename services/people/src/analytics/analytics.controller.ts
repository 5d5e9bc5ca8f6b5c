import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PEOPLE_REPORT_PERMISSION,
  parseInput,
  peopleAnalyticsQuerySchema,
  propertyAnalyticsRoute,
  userAnalyticsRoute,
  type PropertyAnalytics,
  type ResourceRequest,
  type UserAnalytics,
} from '@portico/contracts';
import { DB, RequirePermission, principalOf, type Db } from '@portico/platform';
import { propertyAnalytics } from './property-analytics';
import { userAnalytics } from './user-analytics';

/** `/analytics/property` and `/analytics/user` (issue 18): computed in SQL, in the caller's scope. */
@Controller()
export class PeopleAnalyticsController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @MessagePattern(propertyAnalyticsRoute.subject)
  @RequirePermission(PEOPLE_REPORT_PERMISSION)
  property(@Payload() req: ResourceRequest): Promise<PropertyAnalytics> {
    const q = parseInput(peopleAnalyticsQuerySchema, req.query ?? {});
    return propertyAnalytics(this.db, principalOf(req), q);
  }

  @MessagePattern(userAnalyticsRoute.subject)
  @RequirePermission(PEOPLE_REPORT_PERMISSION)
  user(@Payload() req: ResourceRequest): Promise<UserAnalytics> {
    const q = parseInput(peopleAnalyticsQuerySchema, req.query ?? {});
    return userAnalytics(this.db, principalOf(req), q);
  }
}
