import { z } from 'zod';
import { msg } from '../../../messages/render';
import { keyedIssue } from '../../../messages/zod';
import { addDays, daysBetween } from '../../../domain/calendar-days';
import { calendarDate, rangeIsReversed, uuidString } from '../../input-rules';
import { slugFor } from '../../permissions';
import { defineRoute } from '../../routes';
import { user } from '../access/user';
import { joinRequest } from '../access/join-request';
import { defineDailyActivityRoute } from '../../daily-activity';

/**
 * The people domain's reports (issue 18): /analytics/property, /analytics/user and
 * /managements/list. They count people, so the slug that guards the people directory guards
 * them: administrators and the organization's management hold it, staff, residents and vendors
 * do not (ADR 0064).
 */
export const PEOPLE_REPORT_PERMISSION = slugFor(user, 'list');

/** The longest range a report answers at once: five years (sixty monthly points at most). */
export const PEOPLE_REPORT_MAX_DAYS = 5 * 366;

/** `?propertyId&from&to` of both analytics pages: whole days, inclusive. */
export const peopleAnalyticsQuerySchema = z
  .strictObject({
    propertyId: uuidString.optional(),
    from: calendarDate('From must be a date (YYYY-MM-DD)').optional(),
    to: calendarDate('To must be a date (YYYY-MM-DD)').optional(),
  })
  .superRefine((q, ctx) => {
    if (rangeIsReversed('date', q.from, q.to))
      ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue(msg('validation.toBeforeFrom')) });
    else if (q.from && q.to && daysBetween(q.from, q.to) > PEOPLE_REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue(msg('validation.rangeFiveYears')) });
  });
export type PeopleAnalyticsQuery = z.infer<typeof peopleAnalyticsQuerySchema>;

/** How a report's time series is cut: a point per day up to a month, per week up to half a year, else per month. */
export type ReportBucket = 'day' | 'week' | 'month';

export function reportBucketFor(from: string, to: string): ReportBucket {
  const days = daysBetween(from, to) + 1;
  return days <= 31 ? 'day' : days <= 183 ? 'week' : 'month';
}

/**
 * The range a report covers: what was asked, else the twelve months up to `today` (both ends
 * inclusive); a lone `from` runs to today (or to itself when it is later), a lone `to` starts a year before it.
 */
export function reportRange(
  q: Pick<PeopleAnalyticsQuery, 'from' | 'to'>,
  today: string,
): { from: string; to: string; bucket: ReportBucket } {
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  let from = q.from ?? addDays(to, -364);
  if (daysBetween(from, to) > PEOPLE_REPORT_MAX_DAYS) from = addDays(to, -PEOPLE_REPORT_MAX_DAYS);
  return { from, to, bucket: reportBucketFor(from, to) };
}

/** One property's occupancy and people, as of the range's last day. */
export interface PropertyOccupancy {
  propertyId: string;
  name: string;
  /** Its organization's name (an administrator sees several). */
  organization: string | null;
  /** Active units. */
  units: number;
  /** Units with at least one household member living there (moved in, not moved out). */
  occupied: number;
  /** occupied / units (0–1); null without units. */
  occupancyRate: number | null;
  /** Household members living in its units (the unit users: owners, tenants, occupants). */
  residents: number;
  /** Active console accounts of residents (owners included) assigned to it. */
  residentAccounts: number;
  /** Active accounts of property managers and staff assigned to it. */
  staff: number;
  /** Household members who moved in, and out, within the range. */
  moveIns: number;
  moveOuts: number;
}

/** Occupied units at the end of one period of the range. */
export interface OccupancyPoint {
  /** The period's first day (YYYY-MM-DD). */
  period: string;
  /** Active units as they stand today (a unit record's creation date says nothing of the building's). */
  units: number;
  occupied: number;
}

export interface PropertyAnalytics {
  from: string;
  to: string;
  bucket: ReportBucket;
  totals: Omit<PropertyOccupancy, 'propertyId' | 'name' | 'organization'> & { properties: number };
  byProperty: PropertyOccupancy[];
  occupancy: OccupancyPoint[];
}

/** One period of the user report. */
export interface UserActivityPoint {
  period: string;
  /** User accounts created in the period. */
  signUps: number;
  /** Join requests received in the period. */
  joinRequests: number;
  /** Distinct users who used the console in the period. */
  activeUsers: number;
}

/** One base role's accounts. */
export interface UserRoleCount {
  role: string;
  /** Active accounts now. */
  users: number;
  /** Created within the range. */
  signUps: number;
  /** Used the console within the range. */
  active: number;
}

export interface UserAnalytics {
  from: string;
  to: string;
  bucket: ReportBucket;
  totals: {
    /** Active accounts now. */
    users: number;
    signUps: number;
    joinRequests: number;
    /** Join requests of the range still waiting for a decision. */
    pendingJoinRequests: number;
    activeUsers: number;
  };
  overTime: UserActivityPoint[];
  byRole: UserRoleCount[];
  /** Join requests of the range by decision (pending, accepted, declined). */
  joinRequestsByStatus: { key: string; count: number }[];
  /**
   * The first day use of the console was recorded (activity is recorded from the release
   * that counts it, ADR 0064); null when nothing is recorded yet. Earlier days count no one.
   */
  activityRecordedSince: string | null;
}

/** One person of an organization's management team and what waits on them in the people domain. */
export interface ManagementMember {
  userId: string;
  name: string;
  email: string;
  /** The base role (parent, editor, property-manager, staff). */
  role: string;
  /** Their user type's name (a sub type shows as itself). */
  roleName: string;
  approvesMaintenance: boolean;
  approvesReservations: boolean;
  approvesJoinRequests: boolean;
  /** Support requests assigned to them, not resolved. */
  openSupport: number;
}

/** A property, its team, and the join requests waiting on it. */
export interface ManagementProperty {
  propertyId: string;
  name: string;
  organization: string | null;
  pendingJoinRequests: number;
  team: ManagementMember[];
}

export interface ManagementOverview {
  properties: ManagementProperty[];
  /** Management assigned to no property: they work across their organization. */
  organizationWide: (ManagementMember & { organization: string | null })[];
}

/** `/managements` takes the property filter only. */
export const managementOverviewQuerySchema = z.strictObject({ propertyId: uuidString.optional() });

export const propertyAnalyticsRoute = defineRoute({
  name: 'analytics.property',
  summary: 'Property analytics',
  description: "Units, occupancy, residents and staff by property over a range, in the caller's scope (ADR 0064).",
  domain: 'people',
  method: 'GET',
  path: '/analytics/property',
  permission: PEOPLE_REPORT_PERMISSION,
  subject: 'people.property.analytics',
  tag: 'Analytics',
  query: peopleAnalyticsQuerySchema,
  example: { query: { from: '2026-01-01', to: '2026-06-30' } },
  ok: "Units, occupancy, residents and staff by property in the caller's scope",
  errors: [401, 403, 422],
});

export const userAnalyticsRoute = defineRoute({
  name: 'analytics.user',
  summary: 'User analytics',
  description: "Sign-ups, join requests and active users over time and by role, in the caller's scope (ADR 0064).",
  domain: 'people',
  method: 'GET',
  path: '/analytics/user',
  permission: PEOPLE_REPORT_PERMISSION,
  subject: 'people.user.analytics',
  tag: 'Analytics',
  query: peopleAnalyticsQuerySchema,
  example: { query: { from: '2026-01-01', to: '2026-06-30' } },
  ok: "Sign-ups, join requests and active users over time and by role in the caller's scope",
  errors: [401, 403, 422],
});

export const managementOverviewRoute = defineRoute({
  name: 'managements.overview',
  summary: 'Management overview',
  description: "The management team of each property in the caller's scope, with the join requests waiting on them.",
  domain: 'people',
  method: 'GET',
  path: '/managements',
  permission: PEOPLE_REPORT_PERMISSION,
  subject: 'people.user.managements',
  tag: 'Analytics',
  query: managementOverviewQuerySchema,
  ok: "The management team of each property in the caller's scope, with the people work waiting on them",
  errors: [401, 403, 422],
});

/** Join requests received on each day of a range, in the caller's scope (the dashboard's chart). */
export const joinRequestDailyRoute = defineDailyActivityRoute({
  name: 'analytics.joinRequestDaily',
  summary: 'Join requests per day',
  description: "Join requests received on each day of a range (at most 32 days), in the caller's scope.",
  domain: 'people',
  path: '/analytics/user/daily',
  entity: joinRequest,
  subject: 'people.joinRequest.daily',
  ok: 'Each day of the range with its join requests',
});
