import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import {
  EVENT_OF,
  LIST_COUNT_CAP,
  PAGE_SIZE,
  PorticoError,
  createSchema,
  eventSubject,
  fieldError,
  msg,
  type MessageRef,
  listQuerySchema,
  parseInput,
  updateSchema,
  type DomainEvent,
  type EntityDef,
  type ListPage,
  type RequestAction,
  type FieldDef,
  type FieldError,
  hasOrgColumn,
  instantBounds,
  rangeFieldsOf,
  uniqueScopeOf,
} from '@portico/contracts';
import type { Db } from '../db/database';
import { searchableColumnsOf, uniqueIndexName, uniqueValueExpression, type ResourceTable } from '../db/resource-table';
import { outboxTable } from '../db/messaging-tables';
import { trackingEffects } from '../events/after-commit-effects';
import type { Principal } from '../auth/principal';
import { decodeCursor, encodeCursor, type Cursor } from './cursor';
import { itemsWithinBudget } from './page-budget';
import type { ListCounts } from './list-counts';
import { cursorValue, sortExpression } from '../db/sort-expression';
import { orgForCreate, scopeFilter, type TenantIds } from './scope';
import { sealFields, withoutSecrets } from '../secrets/sealed-secret';
import { recordFor, refuseUnwritable, unreadableFields } from './field-visibility';

export type ResourceRecord = Record<string, unknown> & { id: string; status: string; version: number };

/** Finds a record of another entity of the same service within the caller's scope. */
export type RecordLookup = (entity: string, id: string, principal: Principal, db: Db) => Promise<ResourceRecord | undefined>;

/** Per-batch cache of reference lookups, so a 100k-row import does not look up its property 100k times. */
export type LookupMemo = Map<string, Promise<ResourceRecord | undefined>>;

/**
 * Called after a transaction committed: kicks the outbox relay and runs the effects it
 * recorded (ADR 0015); awaited, so the caller's reply follows the effects in the usual case.
 */
/** After a write commits, before its reply; `recordedEffects`: whether the write queued any. */
export type AfterCommit = (ctx: { recordedEffects: boolean }) => void | Promise<void>;

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
  /** Where page one's over-the-cap counts are remembered (a domain service's, shared by its entities). */
  counts?: ListCounts;
  lookup?: RecordLookup;
  hooks?: ResourceHooks;
}

const parse = parseInput;

/** Where a ranked page's rows carry their search rank until the cursor is made; never answered. */
const RANK_KEY = '\u0000searchRank';

function withoutRank(row: Record<string, unknown>): Record<string, unknown> {
  if (!(RANK_KEY in row)) return row;
  const { [RANK_KEY]: _rank, ...rest } = row;
  return rest;
}

/** Renders a list's filter as text for ListCounts' keys, without the query around it. */
const countKeyDialect = new PgDialect();

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
  private readonly counts: ListCounts | undefined;

  constructor(
    readonly def: EntityDef,
    private readonly table: ResourceTable,
    private readonly db: Db,
    options: ResourceServiceOptions = {},
  ) {
    this.afterCommit = options.afterCommit ?? (() => undefined);
    this.lookup = options.lookup ?? (async () => undefined);
    this.hooks = options.hooks ?? {};
    this.counts = options.counts;
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

  private present(row: Record<string, unknown>, principal?: Principal): ResourceRecord {
    const out = (this.secretFields.length === 0 ? { ...row } : withoutSecrets(this.def, row)) as ResourceRecord;
    // Per-field visibility (ADR 0037): what the caller does not read is not in the answer.
    return principal ? recordFor(this.def, principal, out) : out;
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
    // A field the caller does not read may not answer their search, filter or sort (an oracle).
    const unreadable = unreadableFields(this.def, principal);
    this.refuseUnreadableQuery(query, unreadable);
    // What was asked first (issue 18): a search ranks rows matching it exactly, then by prefix,
    // before those that only contain it; the rank leads the order and the keyset.
    let rank: SQL | undefined;
    if (query.q) {
      const escaped = query.q.replace(/[\\%_]/g, (c) => `\\${c}`);
      const searchable = searchableColumnsOf(this.def).filter((k) => !unreadable.has(k));
      conditions.push(searchable.length > 0 ? or(...searchable.map((k) => ilike(this.col(k), `%${escaped}%`))) : sql`false`);
      if (searchable.length > 0) {
        const exact = or(...searchable.map((k) => ilike(this.col(k), escaped)));
        const prefix = or(...searchable.map((k) => ilike(this.col(k), `${escaped}%`)));
        rank = sql`(case when ${exact} then 0 when ${prefix} then 1 else 2 end)`;
      }
    }
    for (const [key, field] of Object.entries(this.def.fields)) {
      const value = query[key];
      if (field.filterable && value !== undefined && value !== '')
        conditions.push(Array.isArray(value) ? inArray(this.col(key), value) : eq(this.col(key), value));
    }
    if (this.def.tenancy === 'property' && typeof query.propertyId === 'string')
      conditions.push(eq(this.col('propertyId'), query.propertyId));
    conditions.push(...this.rangeConditions(query));
    // Read many by id: ids outside the scope or gone are simply not in the page.
    const ids = query.ids as string[] | undefined;
    if (ids) conditions.push(inArray(this.col('id'), ids));
    const limit = ids ? PAGE_SIZE.max : query.limit;
    const filters = and(...conditions);

    const sortKind = query.sort === 'createdAt' ? 'timestamp' : this.def.fields[query.sort]!.kind;
    const keyExpr = sortExpression(this.col(query.sort), sortKind);
    const idColumn = this.col('id');
    const ascending = query.direction === 'asc';
    let keyset: SQL | undefined;
    let carried: { total: number; exact: boolean } | undefined;
    const context = this.cursorContext(principal, query);
    if (query.cursor) {
      const cursor = decodeCursor(query.cursor, context);
      if (typeof cursor.t === 'number' && Number.isInteger(cursor.t) && cursor.t >= 0) carried = { total: cursor.t, exact: cursor.m !== 1 };
      const value = cursorValue(cursor.v, sortKind);
      const after = ascending
        ? sql`(${keyExpr}, ${idColumn}) > (${value}, ${cursor.id}::uuid)`
        : sql`(${keyExpr}, ${idColumn}) < (${value}, ${cursor.id}::uuid)`;
      // Ranked pages: the rest of the cursor's rank, then every worse rank (the rank always ascends).
      // (The cursor is signed for this very search, so it carries `r` whenever the list is ranked.)
      const r = cursor.r ?? 0;
      keyset = rank ? sql`(${rank} > ${r} or (${rank} = ${r} and ${after}))` : after;
    }
    const order = [...(rank ? [asc(rank)] : []), ...(ascending ? [asc(keyExpr), asc(idColumn)] : [desc(keyExpr), desc(idColumn)])];
    const rows = (
      rank
        ? (
            await this.db
              .select({ row: this.table, rank: sql<number>`${rank}`.as('search_rank') })
              .from(this.table)
              .where(and(filters, keyset))
              .orderBy(...order)
              .limit(limit + 1)
          ).map(({ row, rank: r }) => Object.assign(row, { [RANK_KEY]: Number(r) }))
        : await this.db
            .select()
            .from(this.table)
            .where(and(filters, keyset))
            .orderBy(...order)
            .limit(limit + 1)
    ) as Record<string, unknown>[];
    // Counting is the one part of a page that grows with the table; page one counts (at most
    // LIST_COUNT_CAP + 1 rows), the cursor carries that total to the pages after it.
    const { total, exact } =
      carried ?? (!query.cursor && rows.length <= limit ? { total: rows.length, exact: true } : await this.boundedCount(filters));
    const full = rows.slice(0, limit).map((r) => this.present(withoutRank(r), principal));
    // A page that would not fit in one NATS reply is cut; its cursor continues after the cut.
    const kept = itemsWithinBudget(full);
    const hasMore = rows.length > kept;
    const last = rows[kept - 1];
    const lastValue = last?.[query.sort];
    return {
      items: kept < full.length ? full.slice(0, kept) : full,
      nextCursor:
        hasMore && last
          ? encodeCursor(
              {
                v: lastValue === undefined ? null : (lastValue as string | number | boolean | null),
                id: String(last.id),
                ...(rank ? { r: last[RANK_KEY] as 0 | 1 | 2 } : {}),
                t: total,
                ...(exact ? {} : { m: 1 as const }),
              },
              context,
            )
          : null,
      total,
      totalIsExact: exact,
      pageSize: limit,
    };
  }

  private refuseUnreadableQuery(query: Record<string, unknown>, unreadable: ReadonlySet<string>): void {
    const errors: FieldError[] = [];
    for (const key of unreadable) {
      if (query[key] !== undefined && query[key] !== '')
        errors.push(fieldError(key, msg('error.mayNotFilter', { label: this.def.fields[key]!.label })));
      if (query.sort === key) errors.push(fieldError('sort', msg('error.mayNotSort', { label: this.def.fields[key]!.label })));
      for (const param of [`${key}From`, `${key}To`])
        if (query[param] !== undefined && query[param] !== '')
          errors.push(fieldError(param, msg('error.mayNotFilter', { label: this.def.fields[key]!.label })));
    }
    if (errors.length > 0) throw PorticoError.validation(errors);
  }

  /**
   * Matching rows, counted up to LIST_COUNT_CAP: the subquery stops after CAP + 1 rows, so a
   * 100k-row list costs what a 10k one does (ADR 0023).
   */
  private async boundedCount(filters: SQL | undefined): Promise<{ total: number; exact: boolean }> {
    const overCap = { total: LIST_COUNT_CAP, exact: false };
    // Over the cap, the answer is remembered until the entity changes (ListCounts, ADR 0079),
    // keyed by the filter alone: a remembered page one then builds no count query at all.
    const counts = this.counts;
    let key = '';
    if (counts) {
      const where = filters ? countKeyDialect.sqlToQuery(filters) : { sql: '', params: [] };
      key = `${where.sql}\u0000${JSON.stringify(where.params)}`;
      if (counts.isOverCap(this.def.name, key)) return overCap;
    }
    const generation = counts?.generation(this.def.name);
    const capped = this.db
      .select({ one: sql`1`.as('one') })
      .from(this.table)
      .where(filters)
      .limit(LIST_COUNT_CAP + 1)
      .as('capped');
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(capped);
    const n = row?.n ?? 0;
    if (n <= LIST_COUNT_CAP) return { total: n, exact: true };
    if (counts) counts.rememberOverCap(this.def.name, key, generation!);
    return overCap;
  }

  /** `<field>From`/`<field>To` and `createdFrom`/`createdTo`: inclusive bounds (ADR 0023). */
  private rangeConditions(query: Record<string, unknown>): SQL[] {
    const out: SQL[] = [];
    for (const range of rangeFieldsOf(this.def)) {
      const from = query[range.from] as string | undefined;
      const to = query[range.to] as string | undefined;
      if (!from && !to) continue;
      const raw = this.col(range.key);
      // A sortable field's keyset indexes are on its sort expression (nulls as -infinity): the
      // bounds compare that expression so a calendar's range walks the index; an upper bound
      // alone must still leave out records without a date.
      const indexed = range.key === 'createdAt' || this.def.fields[range.key]?.sortable;
      const column = indexed ? sortExpression(raw, range.kind === 'date' ? 'date' : 'timestamp') : raw;
      if (to && !from) out.push(isNotNull(raw));
      if (range.kind === 'date') {
        if (from) out.push(sql`${column} >= ${from}::date`);
        if (to) out.push(sql`${column} <= ${to}::date`);
        continue;
      }
      const bounds = instantBounds(from, to);
      if (bounds.from) out.push(sql`${column} >= ${bounds.from}::timestamptz`);
      if (bounds.to)
        out.push(bounds.to.inclusive ? sql`${column} <= ${bounds.to.at}::timestamptz` : sql`${column} < ${bounds.to.at}::timestamptz`);
    }
    return out;
  }

  /** A cursor is valid only for the list it was made for: this entity, user, sort and filters. */
  private cursorContext(principal: Principal, query: Record<string, unknown>): string {
    return JSON.stringify([
      this.def.domain,
      this.def.name,
      principal.userId,
      ...Object.entries(query)
        .filter(([key, value]) => key !== 'cursor' && key !== 'limit' && value !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    ]);
  }

  /** The signed cursor that continues `rawQuery`'s list, as `principal` asks for it, after `position`. */
  cursorAfter(principal: Principal, rawQuery: unknown, position: Cursor): string {
    return encodeCursor(position, this.cursorContext(principal, parse(this.listSchema, rawQuery) as Record<string, unknown>));
  }

  private async findInScope(db: Db, principal: Principal, id: unknown, lock = false): Promise<Record<string, unknown>> {
    if (typeof id !== 'string' || !UUID_RE.test(id)) throw PorticoError.notFound(this.def.title, String(id), this.def.notFound);
    const base = db
      .select()
      .from(this.table)
      .where(and(eq(this.col('id'), id), scopeFilter(this.def, this.table, principal)));
    const [row] = (lock ? await base.for('update') : await base) as Record<string, unknown>[];
    if (!row) throw PorticoError.notFound(this.def.title, id, this.def.notFound);
    return row;
  }

  async read(principal: Principal, id: unknown): Promise<ResourceRecord> {
    return this.present(await this.findInScope(this.db, principal, id), principal);
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

  /** Records by id, whatever their scope: only for names shown beside what the caller may see (history). */
  async byIds(ids: readonly string[], db: Db = this.db): Promise<ResourceRecord[]> {
    const wanted = ids.filter((id) => UUID_RE.test(id));
    if (wanted.length === 0) return [];
    return (
      (await db
        .select()
        .from(this.table)
        .where(inArray(this.col('id'), wanted))) as Record<string, unknown>[]
    ).map((r) => this.present(r));
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
      const label = this.def.fields[parent.field]?.label ?? { en: 'Property', es: 'Propiedad' };
      throw PorticoError.validation([fieldError(parent.field, msg('error.refNotFound', { label, where: WHERE.parentOrg }))]);
    }
    if (input.parentOrgId && input.parentOrgId !== row.parentOrgId) {
      throw PorticoError.validation([
        fieldError(
          'parentOrgId',
          msg('error.refNotFound', { label: parent.field === 'propertyId' ? WHERE.property : WHERE.unit, where: WHERE.parentOrg }),
        ),
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
    current?: Record<string, unknown>,
  ): Promise<void> {
    for (const [key, field] of Object.entries(this.def.fields)) {
      if ((field.kind !== 'ref' && field.kind !== 'refList') || key === this.def.parent?.field) continue;
      const ids = field.kind === 'refList' ? (Array.isArray(values[key]) ? (values[key] as string[]) : []) : [values[key]];
      for (const id of ids) {
        if (typeof id !== 'string') continue;
        const row = await this.lookupRef(field.ref!, id, principal, tx, memo);
        // A property-owned target must be in the record's property; an org-owned one (a
        // category, a vendor) in its org — even for platform callers, who see every tenant.
        const sameProperty =
          !tenant.propertyId ||
          !row ||
          row.propertyId === tenant.propertyId ||
          (field.ref === 'property' && row.id === tenant.propertyId) ||
          (row.propertyId == null && field.ref !== 'property');
        const sameOrg =
          !tenant.parentOrgId || !row || row.parentOrgId == null || row.parentOrgId === tenant.parentOrgId || field.ref === 'parentOrg';
        if (!row || !sameProperty || !sameOrg) {
          const where = tenant.propertyId ? WHERE.property : WHERE.parentOrg;
          throw PorticoError.validation([fieldError(key, msg('error.refNotFound', { label: field.label, where }))]);
        }
      }
    }
    await this.checkWithin(tx, principal, values, current, memo);
  }

  /**
   * A ref declared `within` another (an order's sub location within its location) must name a
   * child of what that one names, whichever of the two the write changes.
   */
  private async checkWithin(
    tx: Db,
    principal: Principal,
    values: Record<string, unknown>,
    current: Record<string, unknown> | undefined,
    memo?: LookupMemo,
  ): Promise<void> {
    for (const [key, field] of Object.entries(this.def.fields)) {
      const within = field.within;
      if (!within || !(key in values || within.field in values)) continue;
      const inner = key in values ? values[key] : current?.[key];
      if (typeof inner !== 'string' || !inner) continue;
      const outer = within.field in values ? values[within.field] : current?.[within.field];
      const row = await this.lookupRef(field.ref!, inner, principal, tx, memo);
      if (!row || !outer || row[within.by] !== outer) {
        const outerLabel = this.def.fields[within.field]!.label;
        throw PorticoError.validation([fieldError(key, msg('error.notWithin', { label: field.label, outer: outerLabel }))]);
      }
    }
  }

  private emit(tx: Db, action: RequestAction, principal: Principal, record: Record<string, unknown>): Promise<void> {
    return this.emitMany(tx, action, principal, [record]);
  }

  private emitMany(tx: Db, action: RequestAction, principal: Principal, records: Record<string, unknown>[]): Promise<void> {
    return writeRecordEvents(
      tx,
      this.def,
      action,
      principal.userId,
      records.map((r) => this.present(r)),
    );
  }

  private assertOpen(action: 'create' | 'update' | 'archive' | 'restore' | 'delete'): void {
    if (this.def.closedActions?.includes(action)) {
      throw new PorticoError('FORBIDDEN', msg('error.closedAction', { entities: this.def.titlePlural, action }));
    }
  }

  private async write<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    let result: T;
    let recordedEffects: boolean;
    try {
      ({ result, recordedEffects } = await trackingEffects(() => this.db.transaction((tx) => fn(tx as unknown as Db))));
    } catch (err) {
      throw this.uniqueViolation(err) ?? err;
    }
    // A flow may have changed records of several entities: every remembered count goes.
    this.counts?.forget();
    await this.afterCommit({ recordedEffects });
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
    return PorticoError.validation([fieldError(key, field ? inUseMessage(field) : msg('error.alreadyExists'))]);
  }

  /**
   * Prepared rows (see prepareCreate) whose unique value is taken — by a record of the same
   * scope as the unique index (the property, the org, or everyone for global fields), or by an
   * earlier row of the same batch: row index → field errors. Another tenant's value never counts.
   */
  async duplicatesOf(db: Db, rows: readonly Record<string, unknown>[]): Promise<Map<number, FieldError[]>> {
    const found = new Map<number, FieldError[]>();
    const flag = (index: number, path: string, field: FieldDef) =>
      found.set(index, [...(found.get(index) ?? []), fieldError(path, inUseMessage(field))]);
    for (const [key, field] of Object.entries(this.def.fields)) {
      if (!field.unique) continue;
      const scope = uniqueScopeOf(this.def, field);
      const textual = ['text', 'email', 'longText'].includes(field.kind);
      const normal = (v: unknown) => (textual && typeof v === 'string' ? v.toLowerCase() : v);
      const identity = (row: Record<string, unknown>, value: unknown) => JSON.stringify([...scope.map((s) => row[s] ?? null), value]);
      const firstOf = new Map<string, number>();
      rows.forEach((row, index) => {
        const value = row[key];
        if (value === undefined || value === null || value === '') return;
        const id = identity(row, normal(value));
        if (firstOf.has(id)) flag(index, key, field);
        else firstOf.set(id, index);
      });
      const candidates = [...firstOf.values()].map((i) => rows[i]!);
      const values = [...new Set(candidates.map((row) => normal(row[key])))];
      const valueExpr = sql`${uniqueValueExpression(this.col(key), field)}`;
      // Narrowed to the batch's tenants, so the query walks the (tenant, value) index.
      const inScope = scope.map((s) =>
        inArray(this.col(s), [...new Set(candidates.map((row) => row[s]).filter((v) => v !== undefined && v !== null))]),
      );
      for (let i = 0; i < values.length; i += 1000) {
        const taken = (await db
          .select({ value: valueExpr.as('value'), ...Object.fromEntries(scope.map((s) => [s, this.col(s)])) })
          .from(this.table)
          .where(and(inArray(valueExpr, values.slice(i, i + 1000)), ...inScope))) as Record<string, unknown>[];
        for (const existing of taken) {
          const index = firstOf.get(identity(existing, existing.value));
          if (index !== undefined) flag(index, key, field);
        }
      }
    }
    return found;
  }

  /** Validates one create body and resolves its tenant and references, without writing. */
  async prepareCreate(principal: Principal, body: unknown, db: Db = this.db, memo?: LookupMemo): Promise<Record<string, unknown>> {
    refuseUnwritable(this.def, principal, body);
    const input = parse(this.createSchema, body) as Record<string, unknown>;
    const tenant = await this.tenantFor(db, principal, input, memo);
    await this.checkReferences(db, principal, input, tenant, memo);
    const values = { ...input, ...tenant, createdBy: principal.userId, updatedBy: principal.userId };
    await this.hooks.beforeCreate?.({ tx: db, principal, values });
    // Sealed after the rules ran (they may check a secret's shape), before anything stores it.
    return sealFields(this.def, values);
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
      out.push(...inserted.map((r) => this.present(r, principal)));
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
    const { version, ...changes } = parse(this.updateSchema, body) as Record<string, unknown> & {
      version?: number;
    };
    return this.write(async (tx) => {
      const current = await this.findInScope(tx, principal, id, true);
      refuseUnwritable(this.def, principal, changes, current);
      await this.checkReferences(
        tx,
        principal,
        changes,
        {
          propertyId: current.propertyId as string | undefined,
          parentOrgId: current.parentOrgId as string | null | undefined,
        },
        undefined,
        current,
      );
      await this.hooks.beforeUpdate?.({ tx, principal, current, changes });
      sealFields(this.def, changes, 'update');
      if (version !== undefined && version !== current.version) {
        throw new PorticoError('CONFLICT', msg('error.changedBySomeoneElse'), {
          currentVersion: current.version,
        });
      }
      const [row] = (await tx
        .update(this.table)
        .set({ ...changes, version: (current.version as number) + 1, updatedAt: sql`now()`, updatedBy: principal.userId } as never)
        .where(eq(this.col('id'), current.id as string))
        .returning()) as Record<string, unknown>[];
      await this.emit(tx, 'update', principal, row!);
      return this.present(row!, principal);
    });
  }

  /**
   * A change a hand-written flow makes inside its own transaction (a join request decided, an
   * invitation accepted): the version moves and the `updated` event is written to the outbox,
   * as for any update through the kit. The flow has checked who may make it.
   */
  async applyChange(tx: Db, principal: Principal, id: string, changes: Record<string, unknown>): Promise<ResourceRecord> {
    return this.present(await applyRecordChange(tx, this.def, this.table, principal.userId, id, changes));
  }

  /** The record within the caller's scope, locked until the transaction ends (actions, ADR 0020). */
  lockInScope(tx: Db, principal: Principal, id: unknown): Promise<Record<string, unknown>> {
    return this.findInScope(tx, principal, id, true);
  }

  /**
   * A declared action's change (ADR 0020) to a record locked by `lockInScope`: the version
   * moves and the action's own event, with its meta, is written to the outbox.
   */
  async applyAction(
    tx: Db,
    principal: Principal,
    current: Record<string, unknown>,
    changes: Record<string, unknown>,
    event: { subject: string; meta: NonNullable<DomainEvent['meta']> },
  ): Promise<ResourceRecord> {
    const [row] = (await tx
      .update(this.table)
      .set({ ...changes, version: (current.version as number) + 1, updatedAt: sql`now()`, updatedBy: principal.userId } as never)
      .where(eq(this.col('id'), current.id as string))
      .returning()) as Record<string, unknown>[];
    const record = this.present(row!);
    await writeEvents(tx, this.def, event.subject, principal.userId, [record], event.meta);
    return this.present(row!, principal);
  }

  private async setStatus(principal: Principal, id: unknown, action: 'archive' | 'restore'): Promise<ResourceRecord> {
    this.assertOpen(action);
    const target = action === 'archive' ? 'archived' : 'active';
    return this.write(async (tx) => {
      const current = await this.findInScope(tx, principal, id, true);
      if (current.status === target) throw new PorticoError('CONFLICT', msg('error.alreadyInStatus', { status: STATUS_WORDS[target] }));
      await this.hooks.beforeUpdate?.({ tx, principal, current, changes: { status: target } });
      const [row] = (await tx
        .update(this.table)
        .set({ status: target, version: (current.version as number) + 1, updatedAt: sql`now()`, updatedBy: principal.userId } as never)
        .where(eq(this.col('id'), current.id as string))
        .returning()) as Record<string, unknown>[];
      await this.emit(tx, action, principal, row!);
      return this.present(row!, principal);
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
      if (current.status !== 'archived') throw new PorticoError('CONFLICT', msg('error.archiveBeforeDelete'));
      await this.hooks.beforeDelete?.({ tx, principal, current });
      await tx.delete(this.table).where(eq(this.col('id'), current.id as string));
      await this.emit(tx, 'delete', principal, current);
      return { id: current.id as string, deleted: true as const };
    });
  }
}

/**
 * A change a flow or a domain rule makes to a record inside its own transaction (a stock count
 * after a movement, a thread's message count): the version moves, `updatedAt/By` are set and the
 * `updated` event is written, exactly as an update through the kit. The caller checked access.
 */
export async function applyRecordChange(
  tx: Db,
  def: EntityDef,
  table: ResourceTable,
  actorId: string,
  id: string,
  changes: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const version = (table as unknown as Record<string, PgColumn>).version!;
  const idColumn = (table as unknown as Record<string, PgColumn>).id!;
  const [row] = (await tx
    .update(table)
    .set({ ...sealFields(def, { ...changes }, 'update'), version: sql`${version} + 1`, updatedAt: sql`now()`, updatedBy: actorId } as never)
    .where(eq(idColumn, id))
    .returning()) as Record<string, unknown>[];
  if (!row) throw PorticoError.notFound(def.title, id, def.notFound);
  // Events are published: never with secret fields (as the kit's own writes).
  await writeRecordEvents(tx, def, 'update', actorId, [withoutSecrets(def, row)]);
  return row;
}

/**
 * As `applyRecordChange` for many records given the same change, in one statement and one
 * event write (a mail run marking hundreds of deliveries sent). Missing ids are skipped.
 */
export async function applyRecordChanges(
  tx: Db,
  def: EntityDef,
  table: ResourceTable,
  actorId: string,
  ids: readonly string[],
  changes: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const version = (table as unknown as Record<string, PgColumn>).version!;
  const idColumn = (table as unknown as Record<string, PgColumn>).id!;
  const rows = (await tx
    .update(table)
    .set({ ...sealFields(def, { ...changes }, 'update'), version: sql`${version} + 1`, updatedAt: sql`now()`, updatedBy: actorId } as never)
    .where(inArray(idColumn, [...ids]))
    .returning()) as Record<string, unknown>[];
  await writeRecordEvents(
    tx,
    def,
    'update',
    actorId,
    rows.map((row) => withoutSecrets(def, row)),
  );
  return rows;
}

/**
 * Writes the domain events of `records` changed by `action` to the outbox, inside the caller's
 * transaction: the one place an event is shaped, for the kit and for flows that write a record
 * themselves (records passed as they may be published: without secret fields).
 */
export async function writeRecordEvents(
  tx: Db,
  def: EntityDef,
  action: RequestAction,
  actorId: string,
  records: Record<string, unknown>[],
): Promise<void> {
  const pastTense = EVENT_OF[action];
  if (!pastTense) return;
  await writeEvents(tx, def, eventSubject(def.domain, def.name, pastTense), actorId, records);
}

/** Shapes and stores events on `subject`; `meta` carries an action's name, reason and input. */
async function writeEvents(
  tx: Db,
  def: EntityDef,
  subject: string,
  actorId: string,
  records: Record<string, unknown>[],
  meta?: DomainEvent['meta'],
): Promise<void> {
  if (records.length === 0) return;
  const occurredAt = new Date().toISOString();
  const rows = records.map((record) => {
    const id = randomUUID();
    const event: DomainEvent = {
      id,
      subject,
      occurredAt,
      actor: actorId,
      orgId: (record.parentOrgId as string | undefined) ?? null,
      data: record,
      ...(meta ? { meta } : {}),
    };
    return { id, subject, payload: event };
  });
  await tx.insert(outboxTable(def.domain)).values(rows);
}

function inUseMessage(field: FieldDef): MessageRef {
  return msg('error.inUse', { label: { en: field.label.en.toLowerCase(), es: field.label.es.toLowerCase() } });
}

/** Where a reference was looked for, in each language. */
const WHERE = {
  property: { en: 'Property', es: 'propiedad' },
  parentOrg: { en: 'Parent Org', es: 'organización matriz' },
  unit: { en: 'Unit', es: 'unidad' },
};

const STATUS_WORDS: Record<'active' | 'archived', { en: string; es: string }> = {
  active: { en: 'active', es: 'activo' },
  archived: { en: 'archived', es: 'archivado' },
};

function idsOf(result: unknown): string[] {
  const list = Array.isArray(result) ? result : [result];
  return list.flatMap((r) =>
    r && typeof r === 'object' && typeof (r as { id?: unknown }).id === 'string' ? [(r as { id: string }).id] : [],
  );
}
