import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  EVENT_OF,
  PorticoError,
  createSchema,
  eventSubject,
  listQuerySchema,
  toFieldErrors,
  updateSchema,
  type DomainEvent,
  type EntityDef,
  type ListPage,
  type RequestAction,
  hasOrgColumn,
} from '@portico/contracts';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { uniqueIndexName, type ResourceTable } from '../db/resource-table';
import { outboxTable } from '../db/messaging-tables';
import type { Principal } from '../auth/principal';
import { decodeCursor, encodeCursor } from './cursor';
import { itemsWithinBudget } from './page-budget';
import { cursorValue, sortExpression } from '../db/sort-expression';
import { orgForCreate, scopeFilter, type TenantIds } from './scope';

export type ResourceRecord = Record<string, unknown> & { id: string; status: string; version: number };

/** Finds a record of another entity of the same service within the caller's scope. */
export type RecordLookup = (entity: string, id: string, principal: Principal, db: Db) => Promise<ResourceRecord | undefined>;

/** Per-batch cache of reference lookups, so a 100k-row import does not look up its property 100k times. */
export type LookupMemo = Map<string, Promise<ResourceRecord | undefined>>;

/** Called after a transaction that wrote outbox rows committed. */
export type AfterCommit = () => void;

/**
 * Domain rules the generic kit cannot know (a user may not be given a role above the
 * actor's own). They run inside the write transaction and throw PorticoError to refuse.
 */
export interface ResourceHooks {
  beforeCreate?(ctx: { tx: Db; principal: Principal; values: Record<string, unknown> }): Promise<void>;
  beforeUpdate?(ctx: { tx: Db; principal: Principal; current: Record<string, unknown>; changes: Record<string, unknown> }): Promise<void>;
  beforeDelete?(ctx: { tx: Db; principal: Principal; current: Record<string, unknown> }): Promise<void>;
  /** After commit, before the reply: e.g. tell every cache that access changed. */
  afterCommit?(ctx: { ids: string[] }): Promise<void>;
}

export interface ResourceServiceOptions {
  afterCommit?: AfterCommit;
  lookup?: RecordLookup;
  hooks?: ResourceHooks;
}

function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw PorticoError.validation(toFieldErrors(result.error));
  return result.data;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Generic list/read/create/update/archive/restore/delete for one entity. Every query goes
 * through the caller's scope; out-of-scope ids answer "not found", never "forbidden", so ids
 * of other tenants cannot be probed.
 */
export class ResourceService {
  private readonly createSchema;
  private readonly updateSchema;
  private readonly listSchema;
  private readonly secretFields: string[];
  private readonly afterCommit: AfterCommit;
  private readonly lookup: RecordLookup;
  private readonly hooks: ResourceHooks;

  constructor(
    readonly def: EntityDef,
    private readonly table: ResourceTable,
    private readonly db: Db,
    options: ResourceServiceOptions = {},
  ) {
    this.afterCommit = options.afterCommit ?? (() => undefined);
    this.lookup = options.lookup ?? (async () => undefined);
    this.hooks = options.hooks ?? {};
    this.createSchema = createSchema(def);
    this.updateSchema = updateSchema(def);
    this.listSchema = listQuerySchema(def);
    this.secretFields = Object.entries(def.fields)
      .filter(([, f]) => f.secret)
      .map(([k]) => k);
  }

  private col(name: string): PgColumn {
    const column = (this.table as unknown as Record<string, PgColumn>)[name];
    if (!column) throw new Error(`${this.def.name} has no column ${name}`);
    return column;
  }

  private present(row: Record<string, unknown>): ResourceRecord {
    const out = { ...row };
    for (const key of this.secretFields) delete out[key];
    return out as ResourceRecord;
  }

  async list(principal: Principal, rawQuery: unknown): Promise<ListPage<ResourceRecord>> {
    const query = parse(this.listSchema, rawQuery) as Record<string, unknown> & {
      cursor?: string;
      limit: number;
      sort: string;
      direction: 'asc' | 'desc';
      q?: string;
      status: string;
    };
    const conditions: (SQL | undefined)[] = [scopeFilter(this.def, this.table, principal)];
    if (query.status !== 'all') conditions.push(eq(this.col('status'), query.status));
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const searchable = Object.entries(this.def.fields)
        .filter(([, f]) => f.searchable)
        .map(([k]) => k);
      conditions.push(or(...searchable.map((k) => ilike(this.col(k), pattern))));
    }
    for (const [key, field] of Object.entries(this.def.fields)) {
      const value = query[key];
      if (field.filterable && typeof value === 'string' && value !== '') conditions.push(eq(this.col(key), value));
    }
    if (this.def.tenancy === 'property' && typeof query.propertyId === 'string')
      conditions.push(eq(this.col('propertyId'), query.propertyId));
    const filters = and(...conditions);

    const sortKind = query.sort === 'createdAt' ? 'timestamp' : this.def.fields[query.sort]!.kind;
    const keyExpr = sortExpression(this.col(query.sort), sortKind);
    const idColumn = this.col('id');
    const ascending = query.direction === 'asc';
    let keyset: SQL | undefined;
    let carriedTotal: number | undefined;
    if (query.cursor) {
      const cursor = decodeCursor(query.cursor);
      if (typeof cursor.t === 'number' && Number.isInteger(cursor.t) && cursor.t >= 0) carriedTotal = cursor.t;
      const value = cursorValue(cursor.v, sortKind);
      keyset = ascending
        ? sql`(${keyExpr}, ${idColumn}) > (${value}, ${cursor.id}::uuid)`
        : sql`(${keyExpr}, ${idColumn}) < (${value}, ${cursor.id}::uuid)`;
    }
    const order = ascending ? [asc(keyExpr), asc(idColumn)] : [desc(keyExpr), desc(idColumn)];
    const rows = (await this.db
      .select()
      .from(this.table)
      .where(and(filters, keyset))
      .orderBy(...order)
      .limit(query.limit + 1)) as Record<string, unknown>[];
    // Counting is the one part of a page that grows with the table; page one counts, the
    // cursor carries that total to the pages after it.
    const total =
      carriedTotal ??
      (
        await this.db
          .select({ n: sql<number>`count(*)::int` })
          .from(this.table)
          .where(filters)
      )[0]?.n ??
      0;
    const full = rows.slice(0, query.limit).map((r) => this.present(r));
    // A page that would not fit in one NATS reply is cut; its cursor continues after the cut.
    const kept = itemsWithinBudget(full);
    const hasMore = rows.length > kept;
    const last = rows[kept - 1];
    const lastValue = last?.[query.sort];
    return {
      items: kept < full.length ? full.slice(0, kept) : full,
      nextCursor:
        hasMore && last
          ? encodeCursor({ v: lastValue === undefined ? null : (lastValue as string | number | null), id: String(last.id), t: total })
          : null,
      total,
      pageSize: query.limit,
    };
  }

  private async findInScope(db: Db, principal: Principal, id: unknown, lock = false): Promise<Record<string, unknown>> {
    if (typeof id !== 'string' || !UUID_RE.test(id)) throw PorticoError.notFound(this.def.title.en, String(id));
    const base = db
      .select()
      .from(this.table)
      .where(and(eq(this.col('id'), id), scopeFilter(this.def, this.table, principal)));
    const [row] = (lock ? await base.for('update') : await base) as Record<string, unknown>[];
    if (!row) throw PorticoError.notFound(this.def.title.en, id);
    return row;
  }

  async read(principal: Principal, id: unknown): Promise<ResourceRecord> {
    return this.present(await this.findInScope(this.db, principal, id));
  }

  /** The record if it exists within the caller's scope, else undefined (used for references). */
  async lookupInScope(principal: Principal, id: string, db: Db = this.db): Promise<ResourceRecord | undefined> {
    try {
      return (await this.findInScope(db, principal, id)) as ResourceRecord;
    } catch (err) {
      if (err instanceof PorticoError && err.code === 'NOT_FOUND') return undefined;
      throw err;
    }
  }

  private lookupRef(entity: string, id: string, principal: Principal, db: Db, memo?: LookupMemo): Promise<ResourceRecord | undefined> {
    if (!memo) return this.lookup(entity, id, principal, db);
    const key = `${entity}:${id}`;
    let hit = memo.get(key);
    if (!hit) {
      hit = this.lookup(entity, id, principal, db);
      memo.set(key, hit);
    }
    return hit;
  }

  /**
   * Tenant ids for a new record: from the caller for org-owned records, from the parent
   * (looked up within the caller's scope) for property-owned ones.
   */
  private async tenantFor(tx: Db, principal: Principal, input: Record<string, unknown>, memo?: LookupMemo): Promise<TenantIds> {
    if (!hasOrgColumn(this.def)) return {};
    if (this.def.tenancy === 'org')
      return { parentOrgId: orgForCreate(principal, input.parentOrgId as string | undefined, this.def.orgOptional) };
    const parent = this.def.parent;
    if (!parent) throw new Error(`${this.def.name}: property-owned entity without a parent`);
    const parentId = input[parent.field] as string;
    const row = await this.lookupRef(parent.entity, parentId, principal, tx, memo);
    if (!row) {
      const label = this.def.fields[parent.field]?.label.en ?? 'Property';
      throw PorticoError.validation([{ path: parent.field, message: `${label} not found on the selected Parent Org` }]);
    }
    if (input.parentOrgId && input.parentOrgId !== row.parentOrgId) {
      throw PorticoError.validation([
        { path: 'parentOrgId', message: `${parent.field === 'propertyId' ? 'Property' : 'Unit'} not found on the selected Parent Org` },
      ]);
    }
    return { parentOrgId: row.parentOrgId as string, propertyId: parent.entity === 'property' ? row.id : (row.propertyId as string) };
  }

  /** Every other reference must point at a record the caller can see, in the same property. */
  private async checkReferences(
    tx: Db,
    principal: Principal,
    values: Record<string, unknown>,
    tenant: TenantIds,
    memo?: LookupMemo,
  ): Promise<void> {
    for (const [key, field] of Object.entries(this.def.fields)) {
      if ((field.kind !== 'ref' && field.kind !== 'refList') || key === this.def.parent?.field) continue;
      const ids = field.kind === 'refList' ? (Array.isArray(values[key]) ? (values[key] as string[]) : []) : [values[key]];
      for (const id of ids) {
        if (typeof id !== 'string') continue;
        const row = await this.lookupRef(field.ref!, id, principal, tx, memo);
        const sameProperty =
          !tenant.propertyId || !row || row.propertyId === tenant.propertyId || (field.ref === 'property' && row.id === tenant.propertyId);
        if (!row || !sameProperty) {
          const where = tenant.propertyId ? 'Property' : 'Parent Org';
          throw PorticoError.validation([{ path: key, message: `${field.label.en} not found on the selected ${where}` }]);
        }
      }
    }
  }

  private emit(tx: Db, action: RequestAction, principal: Principal, record: Record<string, unknown>): Promise<void> {
    return this.emitMany(tx, action, principal, [record]);
  }

  private async emitMany(tx: Db, action: RequestAction, principal: Principal, records: Record<string, unknown>[]): Promise<void> {
    const pastTense = EVENT_OF[action];
    if (!pastTense || records.length === 0) return;
    const subject = eventSubject(this.def.domain, this.def.name, pastTense);
    const occurredAt = new Date().toISOString();
    const rows = records.map((record) => {
      const id = randomUUID();
      const event: DomainEvent = {
        id,
        subject,
        occurredAt,
        actor: principal.userId,
        orgId: (record.parentOrgId as string | undefined) ?? null,
        data: this.present(record),
      };
      return { id, subject, payload: event };
    });
    await tx.insert(outboxTable(this.def.domain)).values(rows);
  }

  private assertOpen(action: 'create' | 'update' | 'archive' | 'restore' | 'delete'): void {
    if (this.def.closedActions?.includes(action)) {
      throw new PorticoError('FORBIDDEN', `${this.def.titlePlural.en} cannot be changed this way (${action})`);
    }
  }

  private async write<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await this.db.transaction((tx) => fn(tx as unknown as Db));
    } catch (err) {
      throw this.uniqueViolation(err) ?? err;
    }
    this.afterCommit();
    if (this.hooks.afterCommit) await this.hooks.afterCommit({ ids: idsOf(result) });
    return result;
  }

  /** A unique-index violation becomes a field error ("Email is already in use"), not a 500. */
  private uniqueViolation(err: unknown): PorticoError | undefined {
    const pgError = (err as { cause?: unknown }).cause ?? err;
    const { code, constraint } = pgError as { code?: string; constraint?: string };
    if (code !== '23505') return undefined;
    const entry = Object.entries(this.def.fields).find(([key]) => uniqueIndexName(this.def, key) === constraint);
    const [key, field] = entry ?? ['(root)', undefined];
    return PorticoError.validation([
      { path: key, message: field ? `This ${field.label.en.toLowerCase()} is already in use.` : 'This record already exists.' },
    ]);
  }

  /** Validates one create body and resolves its tenant and references, without writing. */
  async prepareCreate(principal: Principal, body: unknown, db: Db = this.db, memo?: LookupMemo): Promise<Record<string, unknown>> {
    const input = parse(this.createSchema, body) as Record<string, unknown>;
    const tenant = await this.tenantFor(db, principal, input, memo);
    await this.checkReferences(db, principal, input, tenant, memo);
    const values = { ...input, ...tenant, createdBy: principal.userId, updatedBy: principal.userId };
    await this.hooks.beforeCreate?.({ tx: db, principal, values });
    return values;
  }

  /** Inserts prepared rows and their `created` events inside the caller's transaction. */
  async insertPrepared(tx: Db, principal: Principal, rows: Record<string, unknown>[]): Promise<ResourceRecord[]> {
    const out: ResourceRecord[] = [];
    const CHUNK = 1000; // stays under PostgreSQL's bind-parameter limit for wide tables
    for (let i = 0; i < rows.length; i += CHUNK) {
      const inserted = (await tx
        .insert(this.table)
        .values(rows.slice(i, i + CHUNK) as never)
        .returning()) as Record<string, unknown>[];
      await this.emitMany(tx, 'create', principal, inserted);
      out.push(...inserted.map((r) => this.present(r)));
    }
    return out;
  }

  async create(principal: Principal, body: unknown): Promise<ResourceRecord> {
    this.assertOpen('create');
    return this.write(async (tx) => {
      const values = await this.prepareCreate(principal, body, tx);
      const [row] = await this.insertPrepared(tx, principal, [values]);
      return row!;
    });
  }

  /** Runs `fn` in one transaction and kicks the outbox relay after it commits. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.write(fn);
  }

  /** Finds the one record whose display field equals `value` (e.g. unit "101"), within scope. */
  async findByDisplay(
    principal: Principal,
    value: string,
    within: { propertyId?: string | undefined },
    db: Db = this.db,
  ): Promise<ResourceRecord[]> {
    const conditions: (SQL | undefined)[] = [
      scopeFilter(this.def, this.table, principal),
      eq(this.col(this.def.displayField), value),
      eq(this.col('status'), 'active'),
    ];
    if (within.propertyId) {
      if (this.def.scopeKey === 'property') conditions.push(eq(this.col('id'), within.propertyId));
      else if (this.def.tenancy === 'property') conditions.push(eq(this.col('propertyId'), within.propertyId));
    }
    return (
      (await db
        .select()
        .from(this.table)
        .where(and(...conditions))
        .limit(2)) as Record<string, unknown>[]
    ).map((r) => this.present(r));
  }

  async update(principal: Principal, id: unknown, body: unknown): Promise<ResourceRecord> {
    this.assertOpen('update');
    const { version, ...changes } = parse(this.updateSchema, body) as Record<string, unknown> & { version?: number };
    return this.write(async (tx) => {
      const current = await this.findInScope(tx, principal, id, true);
      await this.checkReferences(tx, principal, changes, { propertyId: current.propertyId as string | undefined });
      await this.hooks.beforeUpdate?.({ tx, principal, current, changes });
      if (version !== undefined && version !== current.version) {
        throw new PorticoError('CONFLICT', 'This record was changed by someone else. Reload it and try again.', {
          currentVersion: current.version,
        });
      }
      const [row] = (await tx
        .update(this.table)
        .set({ ...changes, version: (current.version as number) + 1, updatedAt: sql`now()`, updatedBy: principal.userId } as never)
        .where(eq(this.col('id'), current.id as string))
        .returning()) as Record<string, unknown>[];
      await this.emit(tx, 'update', principal, row!);
      return this.present(row!);
    });
  }

  private async setStatus(principal: Principal, id: unknown, action: 'archive' | 'restore'): Promise<ResourceRecord> {
    this.assertOpen(action);
    const target = action === 'archive' ? 'archived' : 'active';
    return this.write(async (tx) => {
      const current = await this.findInScope(tx, principal, id, true);
      if (current.status === target) throw new PorticoError('CONFLICT', `The record is already ${target}`);
      await this.hooks.beforeUpdate?.({ tx, principal, current, changes: { status: target } });
      const [row] = (await tx
        .update(this.table)
        .set({ status: target, version: (current.version as number) + 1, updatedAt: sql`now()`, updatedBy: principal.userId } as never)
        .where(eq(this.col('id'), current.id as string))
        .returning()) as Record<string, unknown>[];
      await this.emit(tx, action, principal, row!);
      return this.present(row!);
    });
  }

  archive(principal: Principal, id: unknown): Promise<ResourceRecord> {
    return this.setStatus(principal, id, 'archive');
  }

  restore(principal: Principal, id: unknown): Promise<ResourceRecord> {
    return this.setStatus(principal, id, 'restore');
  }

  /** Only archived records can be deleted: archiving first is the confirmation step. */
  async delete(principal: Principal, id: unknown): Promise<{ id: string; deleted: true }> {
    this.assertOpen('delete');
    return this.write(async (tx) => {
      const current = await this.findInScope(tx, principal, id, true);
      if (current.status !== 'archived') throw new PorticoError('CONFLICT', 'Archive the record before deleting it');
      await this.hooks.beforeDelete?.({ tx, principal, current });
      await tx.delete(this.table).where(eq(this.col('id'), current.id as string));
      await this.emit(tx, 'delete', principal, current);
      return { id: current.id as string, deleted: true as const };
    });
  }
}

function idsOf(result: unknown): string[] {
  const list = Array.isArray(result) ? result : [result];
  return list.flatMap((r) =>
    r && typeof r === 'object' && typeof (r as { id?: unknown }).id === 'string' ? [(r as { id: string }).id] : [],
  );
}
