import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  parentOrg,
  property,
  reportRange,
  todayIso,
  unit,
  unitUser,
  user,
  type PeopleAnalyticsQuery,
  type PropertyAnalytics,
  type PropertyOccupancy,
} from '@portico/contracts';
import { scopeFilter, type Db, type Principal } from '@portico/platform';
import { parentOrgs, properties, unitUsers, units, users } from '../schema';
import { periodsOf } from './report-periods';

/** tableFor's tables are typed loosely: their columns by name. */
export const col = (table: unknown, name: string): PgColumn => (table as Record<string, PgColumn>)[name]!;

/** Rows of a raw query, whichever driver answered (node-postgres wraps them, PGlite too). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/** A list as one bound parameter (both drivers bind a JSON text the same way). */
export const jsonList = (list: readonly string[]) => JSON.stringify([...new Set(list)]);
export const uuidsOf = (list: readonly string[]) => sql`(select jsonb_array_elements_text(${jsonList(list)}::jsonb)::uuid)`;
/** The same list as a uuid[] (to overlap an array column with `&&`). */
export const uuidArray = (list: readonly string[]) => sql`array(select jsonb_array_elements_text(${jsonList(list)}::jsonb)::uuid)`;

/** A condition, or true when there is none (a platform caller's scope). */
export const orTrue = (condition: SQL | undefined): SQL => condition ?? sql`true`;

/** The active properties the caller may see, narrowed to the one asked for, with their organization's name. */
export async function propertiesInScope(db: Db, me: Principal, propertyId: string | undefined) {
  const rows = await db
    .select({ id: col(properties, 'id'), name: col(properties, 'name'), parentOrgId: col(properties, 'parentOrgId') })
    .from(properties)
    .where(
      and(
        eq(col(properties, 'status'), 'active'),
        scopeFilter(property, properties, me),
        propertyId ? eq(col(properties, 'id'), propertyId) : undefined,
      ),
    )
    .orderBy(asc(col(properties, 'name')));
  const orgIds = [...new Set(rows.map((r) => String(r.parentOrgId)))];
  const orgs = orgIds.length
    ? await db
        .select({ id: col(parentOrgs, 'id'), name: col(parentOrgs, 'name') })
        .from(parentOrgs)
        .where(and(inArray(col(parentOrgs, 'id'), orgIds), scopeFilter(parentOrg, parentOrgs, me)))
    : [];
  const orgName = new Map(orgs.map((o) => [String(o.id), String(o.name)]));
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    parentOrgId: String(r.parentOrgId),
    organization: orgName.get(String(r.parentOrgId)) ?? null,
  }));
}

/** `count` per property id from a grouped query's rows. */
function byProperty<T extends { property_id: string }>(rows: T[]): Map<string, T> {
  return new Map(rows.map((r) => [String(r.property_id), r]));
}

/**
 * `/analytics/property`: per property in the caller's scope, its units, the units lived in on
 * the range's last day (a household member moved in by then and not yet out — the unit users
 * are the people domain's leases), residents, resident accounts and staff; move-ins and
 * move-outs within the range; and the occupied units at the end of each period.
 */
export async function propertyAnalytics(db: Db, me: Principal, q: PeopleAnalyticsQuery, today = todayIso()): Promise<PropertyAnalytics> {
  const { from, to, bucket } = reportRange(q, today);
  const props = await propertiesInScope(db, me, q.propertyId);
  const ids = props.map((p) => p.id);
  const periods = periodsOf(from, to, bucket);
  if (ids.length === 0) {
    const zero = { properties: 0, units: 0, occupied: 0, occupancyRate: null, residents: 0, residentAccounts: 0, staff: 0, moveIns: 0, moveOuts: 0 };
    return { from, to, bucket, totals: zero, byProperty: [], occupancy: periods.map((p) => ({ period: p.start, units: 0, occupied: 0 })) };
  }
  const unitScope = orTrue(scopeFilter(unit, units, me));
  const householdScope = orTrue(scopeFilter(unitUser, unitUsers, me));
  const userScope = orTrue(scopeFilter(user, users, me));

  const [unitRows, householdRows, accountRows, timeRows] = await Promise.all([
    db.execute(sql`select property_id::text as property_id, count(*)::int as units
      from ${units} where status = 'active' and property_id in ${uuidsOf(ids)} and ${unitScope}
      group by property_id`),
    // A household member lives there on `to` when they moved in by then and out after it (or not at all).
    db.execute(sql`select ${unitUsers}.property_id::text as property_id,
        (count(distinct ${unitUsers}.unit_id) filter (where move_in_date <= ${to}::date
          and (move_out_date is null or move_out_date > ${to}::date)))::int as occupied,
        (count(*) filter (where move_in_date <= ${to}::date and (move_out_date is null or move_out_date > ${to}::date)))::int as residents,
        (count(*) filter (where move_in_date between ${from}::date and ${to}::date))::int as move_ins,
        (count(*) filter (where move_out_date between ${from}::date and ${to}::date))::int as move_outs
      from ${unitUsers}
      where ${unitUsers}.status = 'active' and ${unitUsers}.property_id in ${uuidsOf(ids)} and ${householdScope}
        and ${unitUsers}.unit_id in (select id from ${units} where status = 'active')
      group by ${unitUsers}.property_id`),
    // An account counts at each property it is assigned to; its role is its type's base role.
    db.execute(sql`select p.pid::text as property_id,
        (count(*) filter (where t.base_role = 'resident'))::int as resident_accounts,
        (count(*) filter (where t.base_role in ('property-manager', 'staff')))::int as staff
      from ${users} cross join lateral unnest(${users}.property_ids) as p(pid)
        join people.user_types t on t.id = ${users}.user_type_id
      where ${users}.status = 'active' and p.pid in ${uuidsOf(ids)} and ${userScope}
      group by p.pid`),
    // Occupied units at each period's last day. (Units are counted as they stand today: a unit's
    // record may be created long after the building, so its creation date says nothing.)
    db.execute(sql`select d.day as day,
        (select count(distinct ${unitUsers}.unit_id)::int from ${unitUsers}
          where ${unitUsers}.status = 'active' and ${unitUsers}.property_id in ${uuidsOf(ids)} and ${householdScope}
            and ${unitUsers}.unit_id in (select id from ${units} where status = 'active')
            and move_in_date <= d.day::date and (move_out_date is null or move_out_date > d.day::date)) as occupied
      from jsonb_array_elements_text(${JSON.stringify(periods.map((p) => p.lastDay))}::jsonb) as d(day)`),
  ]);
  const unitsBy = byProperty(rowsOf<{ property_id: string; units: number }>(unitRows));
  const householdBy = byProperty(
    rowsOf<{ property_id: string; occupied: number; residents: number; move_ins: number; move_outs: number }>(householdRows),
  );
  const accountsBy = byProperty(rowsOf<{ property_id: string; resident_accounts: number; staff: number }>(accountRows));
  const rate = (occupied: number, all: number) => (all > 0 ? occupied / all : null);

  const rows: PropertyOccupancy[] = props.map((p) => {
    const u = Number(unitsBy.get(p.id)?.units ?? 0);
    const h = householdBy.get(p.id);
    const a = accountsBy.get(p.id);
    const occupied = Number(h?.occupied ?? 0);
    return {
      propertyId: p.id,
      name: p.name,
      organization: p.organization,
      units: u,
      occupied,
      occupancyRate: rate(occupied, u),
      residents: Number(h?.residents ?? 0),
      residentAccounts: Number(a?.resident_accounts ?? 0),
      staff: Number(a?.staff ?? 0),
      moveIns: Number(h?.move_ins ?? 0),
      moveOuts: Number(h?.move_outs ?? 0),
    };
  });
  const sum = (key: keyof PropertyOccupancy) => rows.reduce((n, r) => n + Number(r[key] ?? 0), 0);
  const byDay = new Map(rowsOf<{ day: string; occupied: number }>(timeRows).map((r) => [String(r.day), r]));
  return {
    from,
    to,
    bucket,
    totals: {
      properties: rows.length,
      units: sum('units'),
      occupied: sum('occupied'),
      occupancyRate: rate(sum('occupied'), sum('units')),
      residents: sum('residents'),
      // An account assigned to two properties is one person: the totals count people once.
      residentAccounts: await distinctAccounts(db, ids, userScope, ['resident']),
      staff: await distinctAccounts(db, ids, userScope, ['property-manager', 'staff']),
      moveIns: sum('moveIns'),
      moveOuts: sum('moveOuts'),
    },
    byProperty: rows,
    occupancy: periods.map((p) => ({
      period: p.start,
      units: sum('units'),
      occupied: Number(byDay.get(p.lastDay)?.occupied ?? 0),
    })),
  };
}

async function distinctAccounts(db: Db, propertyIds: string[], userScope: SQL, roles: string[]): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${users}
      where ${users}.status = 'active' and ${users}.property_ids && ${uuidArray(propertyIds)} and ${userScope}
        and ${users}.user_type_id in (select id from people.user_types where base_role in (select jsonb_array_elements_text(${jsonList(roles)}::jsonb)))`),
  );
  return Number(row?.n ?? 0);
}
