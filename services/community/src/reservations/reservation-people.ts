import { and, eq, inArray } from 'drizzle-orm';
import { PorticoError, msg, zoneOf } from '@portico/contracts';
import { coversProperty, isPlatformPrincipal, mirrorRecordsTable, propertyManagerIds, type Db, type Principal } from '@portico/platform';

type Row = Record<string, unknown>;
/** People's users and units as community mirrors them (ADR 0021), never a call to people. */
export const mirror = mirrorRecordsTable('community');

export const isResident = (p: Principal) => p.roles.includes('resident') && !isPlatformPrincipal(p);
/** Managers decide every reservation of their scope and may override a unit's booking pause. */
export const isManager = (p: Principal) => isPlatformPrincipal(p) || p.roles.includes('parent') || p.roles.includes('property-manager');

export async function mirroredUser(
  tx: Db,
  id: unknown,
): Promise<{ id: string; parentOrgId: string | null; status: string; data: Row } | undefined> {
  if (typeof id !== 'string') return undefined;
  const [row] = await tx
    .select({ id: mirror.id, parentOrgId: mirror.parentOrgId, status: mirror.status, data: mirror.data })
    .from(mirror)
    .where(and(eq(mirror.entity, 'user'), eq(mirror.id, id)));
  return row ? { ...row, data: (row.data ?? {}) as Row } : undefined;
}

/**
 * The IANA zone of a property as community mirrors it (issue 18): the clock its amenities' hours
 * are read on. A property not mirrored yet, or without a zone, reads as the default zone.
 */
export async function propertyZone(tx: Db, propertyId: unknown): Promise<string> {
  if (typeof propertyId !== 'string') return zoneOf(undefined);
  return (await propertyZones(tx, [propertyId])).get(propertyId) ?? zoneOf(undefined);
}

/** The zones of several properties at once (each as `propertyZone` reads it), by property id. */
export async function propertyZones(tx: Db, propertyIds: string[]): Promise<Map<string, string>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: mirror.id, data: mirror.data })
    .from(mirror)
    .where(and(eq(mirror.entity, 'property'), inArray(mirror.id, propertyIds)));
  const known = new Map(rows.map((row) => [row.id, zoneOf((row.data as Row | undefined)?.timeZone)]));
  return new Map(propertyIds.map((id) => [id, known.get(id) ?? zoneOf(undefined)]));
}

export async function unitNumbers(tx: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: mirror.id, display: mirror.display })
    .from(mirror)
    .where(and(eq(mirror.entity, 'unit'), inArray(mirror.id, ids)));
  return new Map(rows.map((r) => [r.id, String(r.display ?? '')]));
}

/**
 * Who may approve or reject a reservation: managers of its scope, and users designated as
 * reservation approvers (spec: approver designation, people's `approvesReservations`) whose
 * scope covers its property.
 */
export async function assertApprover(tx: Db, principal: Principal, record: Row): Promise<void> {
  if (isManager(principal)) return;
  const me = await mirroredUser(tx, principal.userId);
  if (me && me.status === 'active' && me.data.approvesReservations === true && coversProperty(me.data, record.propertyId)) return;
  throw new PorticoError('FORBIDDEN', msg('reservation.onlyApprovers'));
}

/** User ids of the property's reservation approvers, else its managers (who hear of new requests). */
export async function approverIds(tx: Db, parentOrgId: unknown, propertyId: unknown): Promise<string[]> {
  return propertyManagerIds(tx, 'community', { parentOrgId, propertyId, designation: 'approvesReservations' });
}
