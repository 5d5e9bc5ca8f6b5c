import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  MAINTENANCE_ANALYTICS_SUBJECT,
  dailyActivityQuerySchema,
  maintenanceDailyRoute,
  type DailyActivity,
  ORDER_FINISHED_STATES,
  ORDER_STATES,
  instantBounds,
  maintenanceAnalyticsQuerySchema,
  order,
  parseInput,
  slugFor,
  type AnalyticsBucket,
  type MaintenanceAnalytics,
  type MaintenanceAnalyticsQuery,
  type ResourceRequest,
} from '@portico/contracts';
import {
  DB,
  RequirePermission,
  dailyActivity,
  mirrorRecordsTable,
  principalOf,
  scopeFilter,
  type Db,
  type Principal,
} from '@portico/platform';
import { maintenanceCategories, orders } from '../schema';

const col = orders as unknown as Record<string, PgColumn>;
const categoryCol = maintenanceCategories as unknown as Record<string, PgColumn>;
const mirror = mirrorRecordsTable('maintenance');

/** The orders the caller may see (the list's own scope rule), narrowed by the query. */
export function analyticsWhere(principal: Principal, q: MaintenanceAnalyticsQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(col.status!, 'active'), scopeFilter(order, orders, principal)];
  if (q.propertyId) conditions.push(eq(col.propertyId!, q.propertyId));
  const bounds = instantBounds(q.from, q.to);
  if (bounds.from) conditions.push(gte(col.createdAt!, bounds.from));
  if (bounds.to) conditions.push(bounds.to.inclusive ? lte(col.createdAt!, bounds.to.at) : lt(col.createdAt!, bounds.to.at));
  return and(...conditions);
}

async function countBy(db: Db, column: PgColumn, where: SQL | undefined): Promise<{ key: string | null; count: number }[]> {
  const rows = await db
    .select({ key: column, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(where)
    .groupBy(column)
    .orderBy(sql`count(*) desc`);
  return rows.map((r) => ({ key: (r.key as string | null) ?? null, count: Number(r.count) }));
}

/**
 * `maintenance.order.analytics` (spec: /analytics/maintenance): counts and times of the caller's
 * work orders, computed in SQL under the same row scope as the order list, so a manager of one
 * org never counts another's orders and a resident counts only their unit's.
 */
@Controller()
export class MaintenanceAnalyticsController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @MessagePattern(MAINTENANCE_ANALYTICS_SUBJECT)
  @RequirePermission(slugFor(order, 'list'))
  async analytics(@Payload() req: ResourceRequest): Promise<MaintenanceAnalytics> {
    const principal = principalOf(req);
    const q = parseInput(maintenanceAnalyticsQuerySchema, req.query ?? {});
    const where = analyticsWhere(principal, q);
    const finished = sql.join(
      ORDER_FINISHED_STATES.map((s) => sql`${s}`),
      sql`, `,
    );
    const [totals] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        open: sql<number>`(count(*) filter (where ${col.state} not in (${finished})))::int`,
        overdue: sql<number>`(count(*) filter (where ${col.state} not in (${finished}) and ${col.dueDate} < current_date))::int`,
        completed: sql<number>`(count(*) filter (where ${col.completedAt} is not null))::int`,
        meanDays: sql<
          string | null
        >`avg(extract(epoch from (${col.completedAt} - ${col.createdAt})) / 86400) filter (where ${col.completedAt} is not null)`,
        onTime: sql<number>`(count(*) filter (where ${col.completedOnTime} is true))::int`,
        judged: sql<number>`(count(*) filter (where ${col.completedOnTime} is not null))::int`,
      })
      .from(orders)
      .where(where);
    const [byState, byCategory, byProperty] = await Promise.all([
      countBy(this.db, col.state!, where),
      countBy(this.db, col.categoryId!, where),
      countBy(this.db, col.propertyId!, where),
    ]);
    const categoryIds = byCategory.flatMap((b) => (b.key ? [b.key] : []));
    const propertyIds = byProperty.flatMap((b) => (b.key ? [b.key] : []));
    const [categoryNames, propertyNames] = await Promise.all([
      categoryIds.length
        ? this.db
            .select({ id: categoryCol.id!, name: categoryCol.name! })
            .from(maintenanceCategories)
            .where(inArray(categoryCol.id!, categoryIds))
        : [],
      propertyIds.length
        ? this.db
            .select({ id: mirror.id, name: mirror.display })
            .from(mirror)
            .where(and(eq(mirror.entity, 'property'), inArray(mirror.id, propertyIds)))
        : [],
    ]);
    const named = (buckets: { key: string | null; count: number }[], names: { id: unknown; name: unknown }[]): AnalyticsBucket[] => {
      const byId = new Map(names.map((n) => [String(n.id), n.name === null || n.name === undefined ? null : String(n.name)]));
      return buckets.map((b) => ({ ...b, name: b.key ? (byId.get(b.key) ?? null) : null }));
    };
    const stateLabel = new Map<string, string>(ORDER_STATES.map((s) => [s.value, s.label.en]));
    const t = totals ?? { total: 0, open: 0, overdue: 0, completed: 0, meanDays: null, onTime: 0, judged: 0 };
    return {
      total: Number(t.total),
      open: Number(t.open),
      overdue: Number(t.overdue),
      byState: byState.map((b) => ({ ...b, name: b.key ? (stateLabel.get(b.key) ?? b.key) : null })),
      byCategory: named(byCategory, categoryNames),
      byProperty: named(byProperty, propertyNames),
      meanDaysToComplete: t.meanDays === null || t.meanDays === undefined ? null : Math.round(Number(t.meanDays) * 10) / 10,
      completedCount: Number(t.completed),
      onTimeRate: Number(t.judged) > 0 ? Number(t.onTime) / Number(t.judged) : null,
    };
  }

  /** The dashboard's chart: orders opened (created) and completed per day, under the list's scope. */
  @MessagePattern(maintenanceDailyRoute.subject)
  @RequirePermission(maintenanceDailyRoute.permission)
  async daily(@Payload() req: ResourceRequest): Promise<DailyActivity> {
    const principal = principalOf(req);
    const range = parseInput(dailyActivityQuerySchema, req.query ?? {});
    return dailyActivity(this.db, order, orders, principal, range, {
      opened: { column: 'createdAt' },
      completed: { column: 'completedAt' },
    });
  }
}
