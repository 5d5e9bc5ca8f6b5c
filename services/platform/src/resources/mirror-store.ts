import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ownerFieldsOf, parseEventSubject, propertyColumnOf, unitColumnOf, type DomainEvent, type EntityDef } from '@portico/contracts';
import type { Db } from '../db/database';
import type { ResourceTable } from '../db/resource-table';
import { mirrorRecordsTable } from '../db/messaging-tables';
import type { Principal } from '../auth/principal';
import type { ResourceRecord } from './resource-service';
import { scopeFilter } from './scope';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Other domains' records this service mirrors (ADR 0021): applies their published states and
 * answers lookups within the caller's scope with the same rules as the owning service.
 */
export class MirrorStore {
  private readonly table;
  private readonly defs: Map<string, EntityDef>;

  constructor(
    private readonly db: Db,
    domain: string,
    mirrored: readonly EntityDef[],
  ) {
    this.table = mirrorRecordsTable(domain);
    this.defs = new Map(mirrored.map((d) => [d.name, d]));
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(tx as unknown as Db));
  }

  get entities(): EntityDef[] {
    return [...this.defs.values()];
  }

  has(entity: string): boolean {
    return this.defs.has(entity);
  }

  /**
   * The mirror's columns under the names `scopeFilter` reads for `def` (property column, unit
   * column, owner field), so a mirrored record is in scope exactly when the original would be.
   */
  private scope(def: EntityDef, principal: Principal): SQL | undefined {
    const t = this.table;
    const columns: Record<string, PgColumn> = { id: t.id, parentOrgId: t.parentOrgId, propertyId: t.propertyId, unitId: t.unitId };
    const propertyColumn = propertyColumnOf(def);
    if (propertyColumn && propertyColumn !== 'id') columns[propertyColumn] = t.propertyId;
    const unitColumn = unitColumnOf(def);
    if (unitColumn && unitColumn !== 'id') columns[unitColumn] = t.unitId;
    // One owner column: a mirrored entity with per-role owners keeps its first (ADR 0021).
    const [owner] = ownerFieldsOf(def);
    if (owner) columns[owner] = t.ownerId;
    return scopeFilter(def, columns as unknown as ResourceTable, principal);
  }

  /** The active mirrored record if the caller could see the original; else undefined. */
  async lookupInScope(entity: string, id: string, principal: Principal, db: Db = this.db): Promise<ResourceRecord | undefined> {
    const def = this.defs.get(entity);
    if (!def || !UUID_RE.test(id)) return undefined;
    const t = this.table;
    const [row] = await db
      .select({ data: t.data })
      .from(t)
      .where(and(eq(t.entity, entity), eq(t.id, id), eq(t.status, 'active'), this.scope(def, principal)));
    return row ? (row.data as ResourceRecord) : undefined;
  }

  /** As ResourceService.findByDisplay, for a mirrored entity (CSV import: unit "101"). */
  async findByDisplay(
    entity: string,
    principal: Principal,
    value: string,
    within: { propertyId?: string | undefined },
    db: Db = this.db,
  ): Promise<ResourceRecord[]> {
    const def = this.defs.get(entity);
    if (!def) return [];
    const t = this.table;
    const conditions: (SQL | undefined)[] = [
      eq(t.entity, entity),
      sql`lower(${t.display}) = lower(${value})`,
      eq(t.status, 'active'),
      this.scope(def, principal),
    ];
    if (within.propertyId && UUID_RE.test(within.propertyId) && propertyColumnOf(def))
      conditions.push(eq(propertyColumnOf(def) === 'id' ? t.id : t.propertyId, within.propertyId));
    const rows = await db
      .select({ data: t.data })
      .from(t)
      .where(and(...conditions))
      .limit(2);
    return rows.map((r) => r.data as ResourceRecord);
  }

  /** Mirrored records by id, whatever their status or scope (names of actors in a history). */
  async byIds(entity: string, ids: readonly string[], db: Db = this.db): Promise<Record<string, unknown>[]> {
    const wanted = ids.filter((id) => UUID_RE.test(id));
    if (!this.defs.has(entity) || wanted.length === 0) return [];
    const t = this.table;
    const rows = await db
      .select({ data: t.data })
      .from(t)
      .where(and(eq(t.entity, entity), inArray(t.id, wanted)));
    return rows.map((r) => r.data);
  }

  async count(entity: string, db: Db = this.db): Promise<number> {
    const t = this.table;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(eq(t.entity, entity));
    return row?.n ?? 0;
  }

  /** The mirror row of one published state, or undefined (not mirrored here, no record id). */
  private rowOf(event: DomainEvent) {
    const entity = parseEventSubject(event.subject)?.entity ?? '';
    const def = this.defs.get(entity);
    const data = event.data as Record<string, unknown> | null;
    if (!def || !data || typeof data.id !== 'string' || !UUID_RE.test(data.id)) return undefined;
    const uuidOrNull = (v: unknown) => (typeof v === 'string' && UUID_RE.test(v) ? v : null);
    const propertyColumn = propertyColumnOf(def);
    const unitColumn = unitColumnOf(def);
    const display = data[def.displayField];
    return {
      deleted: event.subject.endsWith('.deleted'),
      row: {
        entity,
        id: data.id,
        parentOrgId: uuidOrNull(def.tenancy === 'none' ? data.id : data.parentOrgId),
        propertyId: propertyColumn ? uuidOrNull(data[propertyColumn]) : null,
        unitId: unitColumn ? uuidOrNull(data[unitColumn]) : null,
        ownerId: ownerOf(def, data),
        display: display == null ? null : String(display),
        status: typeof data.status === 'string' ? data.status : 'active',
        version: typeof data.version === 'number' ? data.version : 0,
        data,
      },
    };
  }

  /**
   * Applies one published state of a mirrored record. Idempotent and order-proof: a state
   * replaces the row only when its version is newer, so a duplicate or a late older event
   * changes nothing; `deleted` removes the row. Returns whether the mirror changed.
   */
  async apply(event: DomainEvent, db: Db = this.db): Promise<boolean> {
    return (await this.applyMany([event], db)) > 0;
  }

  /**
   * Applies published states in delivery order with the same rules as `apply`, in few
   * statements (a backfill brings thousands): per record only the last of its newest version
   * counts. Returns how many rows changed.
   */
  async applyMany(events: readonly DomainEvent[], db: Db = this.db): Promise<number> {
    const latest = new Map<string, NonNullable<ReturnType<MirrorStore['rowOf']>>>();
    for (const event of events) {
      const state = this.rowOf(event);
      if (!state) continue;
      const key = `${state.row.entity}:${state.row.id}`;
      const seen = latest.get(key);
      if (!seen || seen.row.version <= state.row.version) latest.set(key, state);
    }
    const t = this.table;
    let changed = 0;
    const upserts = [...latest.values()].filter((s) => !s.deleted).map((s) => s.row);
    for (const { row } of [...latest.values()].filter((s) => s.deleted)) {
      const gone = await db
        .delete(t)
        .where(and(eq(t.entity, row.entity), eq(t.id, row.id), sql`${t.version} <= ${row.version}`))
        .returning({ id: t.id });
      changed += gone.length;
    }
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    for (let i = 0; i < upserts.length; i += 500) {
      const written = await db
        .insert(t)
        .values(upserts.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [t.entity, t.id],
          set: {
            parentOrgId: excluded('parent_org_id'),
            propertyId: excluded('property_id'),
            unitId: excluded('unit_id'),
            ownerId: excluded('owner_id'),
            display: excluded('display'),
            status: excluded('status'),
            version: excluded('version'),
            data: excluded('data'),
            updatedAt: sql`now()`,
          },
          setWhere: sql`${t.version} < excluded.version`,
        })
        .returning({ id: t.id });
      changed += written.length;
    }
    return changed;
  }
}

function ownerOf(def: EntityDef, data: Record<string, unknown>): string | null {
  const [owner] = ownerFieldsOf(def);
  return owner && data[owner] != null ? String(data[owner]) : null;
}
