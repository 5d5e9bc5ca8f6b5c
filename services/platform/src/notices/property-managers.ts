import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SEED_USER_TYPES, type Domain } from '@portico/contracts';
import type { Db } from '../db/database';
import { mirrorRecordsTable } from '../db/messaging-tables';

type Row = Record<string, unknown>;

/** A user covers a property when their scope lists it or lists none (the whole org). */
export function coversProperty(user: Row, propertyId: unknown): boolean {
  const ids = Array.isArray(user.propertyIds) ? (user.propertyIds as string[]) : [];
  return ids.length === 0 || ids.includes(String(propertyId));
}

/** The conditions that pick one org's active users out of a domain's user mirror (`and(...these, …)`). */
export function activeOrgUsers(users: ReturnType<typeof mirrorRecordsTable>, parentOrgId: string): SQL[] {
  return [eq(users.entity, 'user'), eq(users.status, 'active'), eq(users.parentOrgId, parentOrgId)];
}

/** The approver designations people's user record carries (one per domain that asks for approval). */
export type ApproverDesignation = 'approvesMaintenance' | 'approvesReservations';

export interface PropertyManagersQuery {
  parentOrgId: unknown;
  /** Absent (an org-wide record such as a vendor): everyone of the org who qualifies. */
  propertyId?: unknown;
  /** With one, its holders covering the property come first: the managers only when there are none. */
  designation?: ApproverDesignation;
}

/**
 * Who hears about (or decides) a property's records, read from the domain's user mirror (never a
 * call to people): the active users of the org holding the designation whose scope covers the
 * property, else its property managers. One rule for every domain, so maintenance, reservations and
 * covenants cannot drift apart on who "the managers" are.
 */
export async function propertyManagerIds(tx: Db, domain: Domain, query: PropertyManagersQuery): Promise<string[]> {
  const { parentOrgId, propertyId, designation } = query;
  if (typeof parentOrgId !== 'string') return [];
  const users = mirrorRecordsTable(domain);
  const manager = sql`${users.data}->>'userTypeId' = ${SEED_USER_TYPES['property-manager']}`;
  const rows = (await tx
    .select({ id: users.id, data: users.data })
    .from(users)
    .where(
      and(
        ...activeOrgUsers(users, parentOrgId),
        designation ? sql`(${users.data}->>${designation}::text = 'true' or ${manager})` : manager,
      ),
    )) as { id: string; data: Row }[];
  const inScope = rows.filter((r) => propertyId == null || coversProperty(r.data, propertyId));
  const holders = designation ? inScope.filter((r) => r.data[designation] === true) : [];
  return [...new Set((holders.length > 0 ? holders : inScope).map((r) => r.id))];
}
