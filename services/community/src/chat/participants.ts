import { and, eq, inArray } from 'drizzle-orm';
import { SEED_USER_TYPES } from '@portico/contracts';
import { coversProperty, mirrorRecordsTable, type Db } from '@portico/platform';

type Row = Record<string, unknown>;
const users = mirrorRecordsTable('community');

/** The roles that answer residents: their property's managers and staff (and the org's owners). */
export const MANAGEMENT_TYPES = new Set([SEED_USER_TYPES.parent, SEED_USER_TYPES['property-manager'], SEED_USER_TYPES.staff]);

export function isManagement(user: Row): boolean {
  return MANAGEMENT_TYPES.has(String(user.userTypeId));
}

/** "First Last" as people publishes it, else the email. */
export function displayName(user: Row | undefined): string | null {
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter((v) => typeof v === 'string' && v).join(' ');
  return name || (typeof user.email === 'string' ? user.email : null);
}

/** Active users of the org from the user mirror, by id (people's data, never asked synchronously). */
export async function usersById(tx: Db, parentOrgId: unknown, ids: readonly string[]): Promise<Map<string, Row>> {
  if (ids.length === 0 || typeof parentOrgId !== 'string') return new Map();
  const rows = await tx
    .select({ id: users.id, data: users.data })
    .from(users)
    .where(and(eq(users.entity, 'user'), eq(users.status, 'active'), eq(users.parentOrgId, parentOrgId), inArray(users.id, [...ids])));
  return new Map(rows.map((r) => [r.id, { ...(r.data ?? {}), id: r.id }]));
}

/** The management of a property: who a resident's new conversation goes to when they name nobody. */
export async function managementOf(tx: Db, parentOrgId: unknown, propertyId: unknown): Promise<Row[]> {
  if (typeof parentOrgId !== 'string') return [];
  const rows = await tx
    .select({ id: users.id, data: users.data })
    .from(users)
    .where(and(eq(users.entity, 'user'), eq(users.status, 'active'), eq(users.parentOrgId, parentOrgId)));
  return rows
    .map((r) => ({ ...(r.data ?? {}), id: r.id }) as Row)
    .filter((u) => String(u.userTypeId) === SEED_USER_TYPES['property-manager'] && coversProperty(u, propertyId));
}
