import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays, daysBetween, type DailyActivity, type DailyActivityDay, type EntityDef } from '@portico/contracts';
import type { Db } from '../db/database';
import type { Principal } from '../auth/principal';
import type { ResourceTable } from '../db/resource-table';
import { scopeFilter } from './scope';

/** One series of a daily count: the record's date or time that places it on a day, and rows it counts. */
export interface DailySeries {
  /** A date or timestamptz column of the entity's table (`createdAt`, `completedAt`, `startAt`). */
  column: string;
  /** Narrows the rows this series counts (a state); the caller's scope always applies. */
  where?: SQL;
}

/**
 * How many of an entity's active records fall on each day of `from`–`to` (whole UTC days,
 * inclusive) per series, counted in SQL under the list's own scope rule: a resident counts only
 * what they may list, another org's records never. Every day is answered, zeros included.
 */
export async function dailyActivity(
  db: Db,
  def: EntityDef,
  table: ResourceTable,
  principal: Principal,
  range: { from: string; to: string },
  series: Record<string, DailySeries>,
): Promise<DailyActivity> {
  const cols = table as unknown as Record<string, PgColumn>;
  const span = daysBetween(range.from, range.to) + 1;
  const days: DailyActivityDay[] = Array.from({ length: span }, (_, i) => {
    const day: DailyActivityDay = { date: addDays(range.from, i) };
    for (const name of Object.keys(series)) day[name] = 0;
    return day;
  });
  const index = new Map(days.map((d, i) => [d.date, i]));
  const start = `${range.from}T00:00:00Z`;
  const end = `${addDays(range.to, 1)}T00:00:00Z`;
  for (const [name, s] of Object.entries(series)) {
    const column = cols[s.column];
    if (!column) throw new Error(`${def.name} has no column ${s.column}`);
    const day = sql<string>`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;
    const rows = (await db
      .select({ day, n: sql<number>`count(*)::int` })
      .from(table as never)
      .where(and(eq(cols.status!, 'active'), scopeFilter(def, table, principal), gte(column, start), lt(column, end), s.where))
      .groupBy(day)) as { day: string; n: number }[];
    for (const r of rows) {
      const i = index.get(String(r.day));
      if (i !== undefined) days[i]![name] = Number(r.n);
    }
  }
  return { from: range.from, to: range.to, days };
}
