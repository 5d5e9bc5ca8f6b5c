import { z } from 'zod';
import { msg } from '../messages/render';
import { keyedIssue } from '../messages/zod';
import { daysBetween } from '../domain/calendar-days';
import { calendarDate, rangeIsReversed } from './input-rules';
import type { EntityDef } from './define';
import { slugFor } from './permissions';
import { defineRoute, type RouteDef, type RouteSpec } from './routes';

/**
 * Activity per day (the dashboard's chart of the month, issue 18): each domain answers, for the
 * records the caller may see, how many of its events fell on each day of a range.
 */

/** The longest range a daily series answers: a month and a day to spare. */
export const DAILY_ACTIVITY_MAX_DAYS = 32;

/** `?from&to`: whole days (UTC), both inclusive. */
export const dailyActivityQuerySchema = z
  .strictObject({
    from: calendarDate('From must be a date (YYYY-MM-DD)'),
    to: calendarDate('To must be a date (YYYY-MM-DD)'),
  })
  .superRefine((q, ctx) => {
    if (rangeIsReversed('date', q.from, q.to))
      ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue(msg('validation.toBeforeFrom')) });
    else if (daysBetween(q.from, q.to) + 1 > DAILY_ACTIVITY_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue(msg('validation.rangeTooLong', { count: DAILY_ACTIVITY_MAX_DAYS })) });
  });
export type DailyActivityQuery = z.infer<typeof dailyActivityQuerySchema>;

/** One day: its date and a count per series (`opened`, `completed`…). */
export type DailyActivityDay = { date: string } & Record<string, number | string>;

export interface DailyActivity {
  from: string;
  to: string;
  /** Every day of the range, in order, zeros included. */
  days: DailyActivityDay[];
}

/**
 * A domain's series for the dashboard's chart: `GET <path>?from&to` under the entity's list slug,
 * the same query, example and errors for every domain; only what it counts differs.
 */
export function defineDailyActivityRoute(
  spec: Pick<RouteSpec, 'name' | 'summary' | 'description' | 'domain' | 'path' | 'subject' | 'ok'> & { entity: Pick<EntityDef, 'module'> },
): RouteDef {
  const { entity, ...route } = spec;
  return defineRoute({
    ...route,
    method: 'GET',
    permission: slugFor(entity, 'list'),
    tag: 'Analytics',
    query: dailyActivityQuerySchema,
    example: { query: { from: '2026-06-01', to: '2026-06-30' } },
    errors: [401, 403, 422],
  });
}
