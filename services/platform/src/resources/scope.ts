import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  NARROWED_ROLES,
  PorticoError,
  holdsVisibleValue,
  ownerFieldFor,
  propertyColumnOf,
  unitColumnOf,
  visibleStatesFor,
  type EntityDef,
  fieldError,
  msg,
} from '@portico/contracts';
import { isPlatformPrincipal, type Principal } from '../auth/principal';
import type { ResourceTable } from '../db/resource-table';

/**
 * Row-level scope, applied by the service to every query whatever the gateway did, derived
 * from the entity definition: platform roles see all tenants; everyone else sees their org,
 * narrowed to their properties when the token lists some, and to their units when it lists
 * units (residents).
 */
const NOTHING = sql`false`;

export function scopeFilter(def: EntityDef, table: ResourceTable, principal: Principal): SQL | undefined {
  const cols = table as unknown as Record<string, PgColumn>;
  const col = (name: string): PgColumn => cols[name]!;
  // A private record (a conversation) is its participants' alone, operators' included.
  if (def.privateTo) {
    const tenant = scopeFilter({ ...def, privateTo: undefined }, table, principal);
    // Viewing as someone reaches the intersection of both people's access (ADR 0037): the viewer
    // (a platform operator, whose one limit is private records) must be a participant too.
    const viewer = principal.viewedBy ? [sql`${principal.viewedBy}::uuid = any(${col(def.privateTo)})`] : [];
    return and(sql`${principal.userId}::uuid = any(${col(def.privateTo)})`, ...viewer, ...(tenant ? [tenant] : []));
  }
  if (isPlatformPrincipal(principal) || def.tenancy === 'global') return undefined;
  if (!principal.orgId) return NOTHING;
  if (def.tenancy === 'none') return eq(col('id'), principal.orgId);
  const conditions: SQL[] = [eq(col('parentOrgId'), principal.orgId)];
  const propertyColumn = propertyColumnOf(def);
  if (propertyColumn && principal.propertyIds.length > 0) conditions.push(inArray(col(propertyColumn), principal.propertyIds));
  const unitColumn = unitColumnOf(def);
  if (unitColumn && principal.unitIds.length > 0) conditions.push(inArray(col(unitColumn), principal.unitIds));
  const owner = ownerFieldFor(def, principal.roles, NARROWED_ROLES);
  // An owner list (the vendors invited to a tender) holds the caller among others.
  if (owner && def.fields[owner]?.kind === 'refList') conditions.push(sql`${principal.userId}::uuid = any(${col(owner)})`);
  else if (owner) conditions.push(eq(col(owner), principal.userId));
  const states = visibleStatesFor(def, principal.roles, NARROWED_ROLES);
  if (states) conditions.push(inArray(col(def.visibleStates!.field), [...states]));
  return and(...conditions);
}

/** Tenant ids of a new row, from the caller (org-owned) or from its parent (property-owned). */
export interface TenantIds {
  parentOrgId?: string | null;
  propertyId?: string;
}

/** The org a new org-owned row belongs to: the caller's own, or (platform roles) the one chosen. */
export function orgForCreate(principal: Principal, requested: string | undefined, optional = false): string | null {
  if (isPlatformPrincipal(principal)) {
    const org = requested ?? principal.orgId ?? undefined;
    if (!org && optional) return null;
    if (!org) throw PorticoError.validation([fieldError('parentOrgId', msg('error.chooseParentOrg'))]);
    return org;
  }
  if (!principal.orgId) throw new PorticoError('FORBIDDEN', msg('error.noParentOrg'));
  if (requested && requested !== principal.orgId) throw new PorticoError('FORBIDDEN', msg('error.otherParentOrg'));
  return principal.orgId;
}

/**
 * The same rule as `scopeFilter`, for one record already in memory (push: which subscribers
 * may hear of a change). Kept beside the SQL form so the two cannot drift apart unnoticed;
 * `scope.test.ts` checks them against each other on PostgreSQL.
 */
export function recordInScope(def: EntityDef, record: Record<string, unknown>, principal: Principal): boolean {
  if (def.privateTo) {
    const members = record[def.privateTo];
    if (!Array.isArray(members) || !members.includes(principal.userId)) return false;
    if (principal.viewedBy && !members.includes(principal.viewedBy)) return false;
  }
  if (isPlatformPrincipal(principal) || def.tenancy === 'global') return true;
  if (!principal.orgId) return false;
  if (def.tenancy === 'none') return record.id === principal.orgId;
  if (record.parentOrgId !== principal.orgId) return false;
  const propertyColumn = propertyColumnOf(def);
  if (propertyColumn && principal.propertyIds.length > 0 && !principal.propertyIds.includes(String(record[propertyColumn]))) return false;
  const unitColumn = unitColumnOf(def);
  if (unitColumn && principal.unitIds.length > 0 && !principal.unitIds.includes(String(record[unitColumn]))) return false;
  const owner = ownerFieldFor(def, principal.roles, NARROWED_ROLES);
  const value = owner ? record[owner] : undefined;
  if (owner && !(Array.isArray(value) ? value.includes(principal.userId) : value === principal.userId)) return false;
  const states = visibleStatesFor(def, principal.roles, NARROWED_ROLES);
  if (states && !holdsVisibleValue(states, record[def.visibleStates!.field])) return false;
  return true;
}
