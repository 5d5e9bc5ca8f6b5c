import { sql } from 'drizzle-orm';
import { addDays, joinRequest, reportRange, todayIso, user, type PeopleAnalyticsQuery, type UserAnalytics } from '@portico/contracts';
import { scopeFilter, type Db, type Principal } from '@portico/platform';
import { joinRequests, users } from '../schema';
import { userActivity } from './analytics.schema';
import { orTrue, propertiesInScope, rowsOf, uuidArray, uuidsOf } from './property-analytics';
import { periodsOf } from './report-periods';

/** The roles the report lists, in the order people read them (platform roles first). */
const ROLE_ORDER = ['administrator', 'super-user', 'parent', 'editor', 'property-manager', 'staff', 'resident', 'vendor'];

/**
 * `/analytics/user`: accounts created (sign-ups), join requests received and distinct users who
 * used the console (recorded per day when their access resolves, ADR 0064), per period and by
 * role, in the caller's scope; a property narrows to the accounts assigned to it and the
 * requests to join it.
 */
export async function userAnalytics(db: Db, me: Principal, q: PeopleAnalyticsQuery, today = todayIso()): Promise<UserAnalytics> {
  const { from, to, bucket } = reportRange(q, today);
  const start = `${from}T00:00:00Z`;
  const end = `${addDays(to, 1)}T00:00:00Z`;
  // A property narrows to what concerns it; one out of the caller's scope narrows to nothing.
  const property = q.propertyId ? await propertiesInScope(db, me, q.propertyId) : undefined;
  const userWhere = sql`${orTrue(scopeFilter(user, users, me))} ${
    property ? sql`and ${users}.property_ids && ${uuidArray(property.map((p) => p.id))}` : sql``
  }`;
  const requestWhere = sql`${orTrue(scopeFilter(joinRequest, joinRequests, me))} ${
    property ? sql`and ${joinRequests}.requested_property_id in ${uuidsOf(property.map((p) => p.id))}` : sql``
  }`;
  const trunc = (column: ReturnType<typeof sql>) => sql`date_trunc(${bucket}, (${column} at time zone 'UTC'))::date::text`;

  const [signUpRows, requestRows, activeRows, roleRows, statusRows, sinceRows] = await Promise.all([
    db.execute(sql`select ${trunc(sql`${users}.created_at`)} as period, count(*)::int as n from ${users}
      where ${users}.created_at >= ${start} and ${users}.created_at < ${end} and ${userWhere} group by 1`),
    db.execute(sql`select ${trunc(sql`${joinRequests}.created_at`)} as period, count(*)::int as n from ${joinRequests}
      where ${joinRequests}.created_at >= ${start} and ${joinRequests}.created_at < ${end} and ${requestWhere} group by 1`),
    db.execute(sql`select date_trunc(${bucket}, a.day)::date::text as period, count(distinct a.user_id)::int as n
      from ${userActivity} a where a.day between ${from}::date and ${to}::date
        and a.user_id in (select ${users}.id from ${users} where ${userWhere}) group by 1`),
    db.execute(sql`select t.base_role as role,
        (count(*) filter (where ${users}.status = 'active'))::int as users,
        (count(*) filter (where ${users}.created_at >= ${start} and ${users}.created_at < ${end}))::int as sign_ups,
        (count(*) filter (where exists (select 1 from ${userActivity} a where a.user_id = ${users}.id
          and a.day between ${from}::date and ${to}::date)))::int as active
      from ${users} join people.user_types t on t.id = ${users}.user_type_id
      where ${userWhere} group by t.base_role`),
    db.execute(sql`select coalesce(${joinRequests}.request_status, 'pending') as key, count(*)::int as count from ${joinRequests}
      where ${joinRequests}.created_at >= ${start} and ${joinRequests}.created_at < ${end} and ${requestWhere} group by 1 order by 2 desc`),
    db.execute(sql`select min(day)::text as since from ${userActivity}`),
  ]);
  const perPeriod = (result: unknown) => new Map(rowsOf<{ period: string; n: number }>(result).map((r) => [String(r.period), Number(r.n)]));
  const signUps = perPeriod(signUpRows);
  const requests = perPeriod(requestRows);
  const active = perPeriod(activeRows);
  const overTime = periodsOf(from, to, bucket).map((p) => ({
    period: p.start,
    signUps: signUps.get(p.start) ?? 0,
    joinRequests: requests.get(p.start) ?? 0,
    activeUsers: active.get(p.start) ?? 0,
  }));
  const byRole = rowsOf<{ role: string; users: number; sign_ups: number; active: number }>(roleRows)
    .map((r) => ({ role: String(r.role), users: Number(r.users), signUps: Number(r.sign_ups), active: Number(r.active) }))
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
  const joinRequestsByStatus = rowsOf<{ key: string; count: number }>(statusRows).map((r) => ({ key: String(r.key), count: Number(r.count) }));
  const [distinct] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(distinct a.user_id)::int as n from ${userActivity} a
      where a.day between ${from}::date and ${to}::date and a.user_id in (select ${users}.id from ${users} where ${userWhere})`),
  );
  const since = rowsOf<{ since: string | null }>(sinceRows)[0]?.since ?? null;
  return {
    from,
    to,
    bucket,
    totals: {
      users: byRole.reduce((n, r) => n + r.users, 0),
      signUps: overTime.reduce((n, p) => n + p.signUps, 0),
      joinRequests: overTime.reduce((n, p) => n + p.joinRequests, 0),
      pendingJoinRequests: joinRequestsByStatus.find((s) => s.key === 'pending')?.count ?? 0,
      activeUsers: Number(distinct?.n ?? 0),
    },
    overTime,
    byRole,
    joinRequestsByStatus,
    activityRecordedSince: since,
  };
}
