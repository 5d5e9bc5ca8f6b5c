import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PorticoError, type EntityDef } from '@portico/contracts';
import { isPlatformPrincipal, type Principal } from '../auth/principal';
import type { ResourceTable } from '../db/resource-table';

/**
 * Row-level scope, applied by the service to every query whatever the gateway did.
 * Platform roles see all tenants; everyone else sees their org, narrowed to their
 * properties when they have a property list.
 */
export interface ScopeRule {
  /** Column holding the property id this row belongs to, if any ('id' for properties). */
  propertyColumn?: 'id' | 'propertyId';
}

const NOTHING = sql`false`;

export function scopeFilter(def: EntityDef, table: ResourceTable, principal: Principal, rule: ScopeRule): SQL | undefined {
  if (isPlatformPrincipal(principal)) return undefined;
  const cols = table as unknown as Record<string, PgColumn>;
  const col = (name: string): PgColumn => cols[name]!;
  if (!principal.orgId) return NOTHING;
  if (def.tenancy === 'none') return eq(col('id'), principal.orgId);
  const conditions: SQL[] = [eq(col('parentOrgId'), principal.orgId)];
  if (rule.propertyColumn && principal.propertyIds.length > 0) {
    conditions.push(inArray(col(rule.propertyColumn), principal.propertyIds));
  }
  return and(...conditions);
}

/** The org a new row belongs to: the caller's own, or (platform roles) the one they chose. */
export function tenantForCreate(def: EntityDef, principal: Principal, requested: { parentOrgId?: string | undefined }): string | undefined {
  if (def.tenancy === 'none') return undefined;
  if (isPlatformPrincipal(principal)) {
    const org = requested.parentOrgId ?? principal.orgId ?? undefined;
    if (!org) throw PorticoError.validation([{ path: 'parentOrgId', message: 'Choose the parent org this record belongs to' }]);
    return org;
  }
  if (!principal.orgId) throw new PorticoError('FORBIDDEN', 'Your account is not attached to a parent org');
  if (requested.parentOrgId && requested.parentOrgId !== principal.orgId) {
    throw new PorticoError('FORBIDDEN', 'You cannot create records in another parent org');
  }
  return principal.orgId;
}
