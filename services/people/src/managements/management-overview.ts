import { sql } from 'drizzle-orm';
import {
  STAFF_BASE_ROLES,
  joinRequest,
  supportRequest,
  user,
  type ManagementMember,
  type ManagementOverview,
} from '@portico/contracts';
import { scopeFilter, type Db, type Principal } from '@portico/platform';
import { joinRequests, supportRequests, users } from '../schema';
import { jsonList, orTrue, propertiesInScope, rowsOf, uuidArray, uuidsOf } from '../analytics/property-analytics';

/** Support requests that still need someone. */
const OPEN_SUPPORT = ['open', 'in-progress'];

interface TeamRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  parent_org_id: string | null;
  property_ids: string[] | null;
  role: string;
  role_name: string;
  approves_maintenance: boolean | null;
  approves_reservations: boolean | null;
  approves_join_requests: boolean | null;
  open_support: number;
}

/**
 * `/managements`: each property in the caller's scope with its management team — the
 * organization's parents, editors, property managers and staff assigned to it, with what they
 * approve — and the work of the people domain waiting on them: support requests assigned to each,
 * join requests to each property. Work of other domains (orders, reservations) is counted by
 * their own services when the console asks them (ADR 0064).
 */
export async function managementOverview(db: Db, me: Principal, propertyId: string | undefined): Promise<ManagementOverview> {
  const props = await propertiesInScope(db, me, propertyId);
  const ids = props.map((p) => p.id);
  const userScope = orTrue(scopeFilter(user, users, me));
  const supportScope = orTrue(scopeFilter(supportRequest, supportRequests, me));
  const teamRows = rowsOf<TeamRow>(
    await db.execute(sql`select ${users}.id::text as id, ${users}.first_name, ${users}.last_name, ${users}.email,
        ${users}.parent_org_id::text as parent_org_id, ${users}.property_ids::text[] as property_ids,
        t.base_role as role, t.name as role_name, ${users}.approves_maintenance, ${users}.approves_reservations,
        ${users}.approves_join_requests,
        (select count(*)::int from ${supportRequests} where ${supportRequests}.assignee_id = ${users}.id
          and ${supportRequests}.status = 'active' and ${supportScope}
          and coalesce(${supportRequests}.support_status, 'open') in (select jsonb_array_elements_text(${jsonList(OPEN_SUPPORT)}::jsonb))) as open_support
      from ${users} join people.user_types t on t.id = ${users}.user_type_id
      where ${users}.status = 'active' and ${userScope}
        and t.base_role in (select jsonb_array_elements_text(${jsonList(STAFF_BASE_ROLES)}::jsonb))
        ${ids.length ? sql`and (${users}.property_ids && ${uuidArray(ids)} or cardinality(${users}.property_ids) = 0)` : sql`and false`}
      order by ${users}.last_name, ${users}.first_name, ${users}.id`),
  );
  const pending = ids.length
    ? rowsOf<{ property_id: string; n: number }>(
        await db.execute(sql`select ${joinRequests}.requested_property_id::text as property_id, count(*)::int as n from ${joinRequests}
          where ${joinRequests}.status = 'active' and coalesce(${joinRequests}.request_status, 'pending') = 'pending'
            and ${joinRequests}.requested_property_id in ${uuidsOf(ids)} and ${orTrue(scopeFilter(joinRequest, joinRequests, me))}
          group by 1`),
      )
    : [];
  const pendingBy = new Map(pending.map((r) => [String(r.property_id), Number(r.n)]));
  const member = (r: TeamRow): ManagementMember => ({
    userId: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    role: r.role,
    roleName: r.role_name,
    approvesMaintenance: r.approves_maintenance === true,
    approvesReservations: r.approves_reservations === true,
    approvesJoinRequests: r.approves_join_requests === true,
    openSupport: Number(r.open_support),
  });
  // Their organization's name (an administrator sees several organizations' teams).
  const orgName = new Map(props.map((p) => [p.parentOrgId, p.organization]));
  return {
    properties: props.map((p) => ({
      propertyId: p.id,
      name: p.name,
      organization: p.organization,
      pendingJoinRequests: pendingBy.get(p.id) ?? 0,
      team: teamRows.filter((r) => (r.property_ids ?? []).includes(p.id)).map(member),
    })),
    // Assigned to no property: they work across their organization (a parent, an editor), so
    // they manage every property of it listed here.
    organizationWide: teamRows
      .filter((r) => (r.property_ids ?? []).length === 0 && r.parent_org_id !== null && orgName.has(r.parent_org_id))
      .map((r) => ({ ...member(r), organization: orgName.get(r.parent_org_id!) ?? null })),
  };
}
