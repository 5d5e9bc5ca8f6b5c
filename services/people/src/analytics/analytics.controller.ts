import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PEOPLE_REPORT_PERMISSION,
  dailyActivityQuerySchema,
  joinRequest,
  joinRequestDailyRoute,
  type DailyActivity,
  parseInput,
  peopleAnalyticsQuerySchema,
  propertyAnalyticsRoute,
  userAnalyticsRoute,
  type PropertyAnalytics,
  type ResourceRequest,
  type UserAnalytics,
} from '@portico/contracts';
import { DB, RequirePermission, dailyActivity, principalOf, type Db } from '@portico/platform';
import { joinRequests } from '../onboarding/onboarding.schema';
import { propertyAnalytics } from './property-analytics';
import { userAnalytics } from './user-analytics';

/** `/analytics/property`, `/analytics/user` and the join requests per day (issue 18): computed in SQL, in the caller's scope. */
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

  /** The dashboard's chart: join requests received per day, under the join request list's scope. */
  @MessagePattern(joinRequestDailyRoute.subject)
  @RequirePermission(joinRequestDailyRoute.permission)
  joinRequestsDaily(@Payload() req: ResourceRequest): Promise<DailyActivity> {
    const range = parseInput(dailyActivityQuerySchema, req.query ?? {});
    return dailyActivity(this.db, joinRequest, joinRequests, principalOf(req), range, { joinRequests: { column: 'createdAt' } });
  }
}
