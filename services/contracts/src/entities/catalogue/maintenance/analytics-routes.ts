import { z } from 'zod';
import { msg } from '../../../messages/render';
import { keyedIssue } from '../../../messages/zod';
import { dateOrDateTime, rangeIsReversed, uuidString } from '../../input-rules';
import { slugFor } from '../../permissions';
import { defineRoute } from '../../routes';
import { defineDailyActivityRoute } from '../../daily-activity';
import { order } from './order';

/** The maintenance service's analytics subject: aggregates of the caller's orders, in scope. */
export const MAINTENANCE_ANALYTICS_SUBJECT = 'maintenance.order.analytics';

/** `GET /api/v1/analytics/maintenance`: one property, and a creation-date range (inclusive). */
export const maintenanceAnalyticsQuerySchema = z
  .strictObject({
    propertyId: uuidString.optional(),
    from: dateOrDateTime('From must be a date (YYYY-MM-DD) or a date and time').optional(),
    to: dateOrDateTime('To must be a date (YYYY-MM-DD) or a date and time').optional(),
  })
  .superRefine((q, ctx) => {
    if (rangeIsReversed('instant', q.from, q.to))
      ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue(msg('validation.toBeforeFrom')) });
  });

export type MaintenanceAnalyticsQuery = z.infer<typeof maintenanceAnalyticsQuerySchema>;

/** One bar or slice: a key (state value, category or property id; null = none), its name, a count. */
export interface AnalyticsBucket {
  key: string | null;
  name: string | null;
  count: number;
}

export interface MaintenanceAnalytics {
  total: number;
  /** Not completed, closed, rejected or cancelled. */
  open: number;
  /** Open and past their due date. */
  overdue: number;
  byState: AnalyticsBucket[];
  byCategory: AnalyticsBucket[];
  byProperty: AnalyticsBucket[];
  /** Mean days from creation to completion, of completed orders; null when none. */
  meanDaysToComplete: number | null;
  completedCount: number;
  /** Share (0–1) of completed orders done by their due date; null when none is known. */
  onTimeRate: number | null;
}

/** Order states that are no longer open work. */
export const ORDER_FINISHED_STATES = ['completed', 'closed', 'rejected', 'cancelled'] as const;

/** The maintenance analytics page's data, in the caller's scope. */
export const maintenanceAnalyticsRoute = defineRoute({
  name: 'analytics.maintenance',
  summary: 'Maintenance analytics',
  description: "Work-order counts by state, category and property and their times, for a creation-date range, in the caller's scope.",
  domain: 'maintenance',
  method: 'GET',
  path: '/analytics/maintenance',
  permission: slugFor(order, 'list'),
  subject: MAINTENANCE_ANALYTICS_SUBJECT,
  tag: 'Analytics',
  query: maintenanceAnalyticsQuerySchema,
  ok: "Work-order counts and times in the caller's scope",
  errors: [401, 403, 422],
});

/** Work orders opened (created) and completed on each day of a range, in the caller's scope (the dashboard's chart). */
export const maintenanceDailyRoute = defineDailyActivityRoute({
  name: 'analytics.maintenanceDaily',
  summary: 'Work orders per day',
  description: "Work orders opened and completed on each day of a range (at most 32 days), in the caller's scope.",
  domain: 'maintenance',
  path: '/analytics/maintenance/daily',
  entity: order,
  subject: 'maintenance.order.daily',
  ok: 'Each day of the range with its work orders opened and completed',
});
