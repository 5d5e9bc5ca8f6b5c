import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgSchema,
  text,
  timestamp,
  uuid,
  uniqueIndex,
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { hasOrgColumn, uniqueScopeOf, type EntityDef, type FieldDef } from '@portico/contracts';
import { isTextColumnKind, sortExpression } from './sort-expression';
import { sql, type SQL } from 'drizzle-orm';

/** Turns an EntityDef into its drizzle table: the kit's one place that knows SQL types. */
const schemas = new Map<string, ReturnType<typeof pgSchema>>();
export function domainSchema(domain: string): ReturnType<typeof pgSchema> {
  let schema = schemas.get(domain);
  if (!schema) {
    schema = pgSchema(domain);
    schemas.set(domain, schema);
  }
  return schema;
}

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function columnFor(key: string, field: FieldDef): PgColumnBuilderBase {
  const name = snakeCase(key);
  // Nullability is enforced by the zod schema (with the spec's messages); the table stays
  // permissive so an added required field does not break old rows' migration.
  if (isTextColumnKind(field.kind)) return text(name);
  switch (field.kind) {
    case 'integer':
      return integer(name);
    case 'decimal':
      return doublePrecision(name);
    case 'money':
      // Integer minor units (cents): exact, and summed without rounding (ADR 0023).
      return bigint(name, { mode: 'number' });
    case 'boolean':
      return boolean(name);
    case 'date':
      return date(name, { mode: 'string' });
    case 'datetime':
      return timestamp(name, { withTimezone: true, mode: 'string' });
    case 'ref':
      return uuid(name);
    case 'refList':
      return uuid(name)
        .array()
        .notNull()
        .default(sql`'{}'::uuid[]`);
    case 'textList':
      return text(name)
        .array()
        .notNull()
        .default(sql`'{}'::text[]`);
  }
}

export function systemColumns(def: EntityDef) {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    ...(hasOrgColumn(def) ? { parentOrgId: def.orgOptional ? uuid('parent_org_id') : uuid('parent_org_id').notNull() } : {}),
    ...(def.tenancy === 'property' ? { propertyId: uuid('property_id').notNull() } : {}),
    status: text('status').notNull().default('active'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  };
}

export function tableFor(def: EntityDef) {
  const columns: Record<string, PgColumnBuilderBase> = { ...systemColumns(def) };
  for (const [key, field] of Object.entries(def.fields)) columns[key] = columnFor(key, field);
  const sortable = Object.entries(def.fields)
    .filter(([, f]) => f.sortable)
    .map(([k]) => k);
  return domainSchema(def.domain).table(def.table, columns, (t) => {
    const cols = t as unknown as Record<string, PgColumn>;
    const expr = (key: string) => sortExpression(cols[key]!, key === 'createdAt' ? 'timestamp' : def.fields[key]!.kind);
    // Keyset pagination walks (sort expression, id): one index for platform users (no tenant
    // filter) and one led by the tenant for everyone else.
    const keyset = (key: string) => [
      index(`${def.table}_${snakeCase(key)}_keyset_idx`).on(expr(key), cols.id!),
      ...(!hasOrgColumn(def) ? [] : [index(`${def.table}_org_${snakeCase(key)}_keyset_idx`).on(cols.parentOrgId!, expr(key), cols.id!)]),
    ];
    // References and the property id are filtered on (a unit's pets, a property's units).
    const refs = Object.entries(def.fields)
      .filter(([, f]) => f.kind === 'ref')
      .map(([k]) => k);
    if (def.tenancy === 'property') refs.unshift('propertyId');
    // Unique within the tenant unless declared global: another org's value neither collides
    // with nor reveals itself to this one.
    const unique = Object.entries(def.fields)
      .filter(([, f]) => f.unique)
      .map(([k, f]) => {
        const column = cols[k]!;
        const scope: [PgColumn | SQL, ...(PgColumn | SQL)[]] = [
          ...uniqueScopeOf(def, f).map((key) => cols[key]!),
          uniqueValueExpression(column, f),
        ] as never;
        return uniqueIndex(uniqueIndexName(def, k)).on(...scope);
      });
    // `q` is ILIKE '%…%' over the searchable columns: trigram GIN indexes answer it without
    // reading the table (pg_trgm; the migrations create the extension first, ADR 0023).
    const trigram = searchableColumnsOf(def).map((key) =>
      index(`${def.table}_${snakeCase(key)}_trgm_idx`).using(
        'gin',
        (t as unknown as Record<string, ExtraConfigColumn>)[key]!.op('gin_trgm_ops'),
      ),
    );
    return [
      ...['createdAt', ...sortable].flatMap(keyset),
      ...refs.map((key) => index(`${def.table}_${snakeCase(key)}_ref_idx`).on(cols[key]!)),
      ...unique,
      ...trigram,
    ];
  });
}
export type ResourceTable = ReturnType<typeof tableFor>;

const TEXT_COLUMN_KINDS = new Set(['text', 'longText', 'email', 'phone', 'color', 'enum']);

/** Fields `q` searches: searchable fields stored as text. */
export function searchableColumnsOf(def: EntityDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => f.searchable && TEXT_COLUMN_KINDS.has(f.kind))
    .map(([k]) => k);
}

/** Name of a field's unique index; a violation of it is reported on that field. */
export function uniqueIndexName(def: EntityDef, key: string): string {
  return `${def.table}_${snakeCase(key)}_unique`;
}

/** What a unique index compares: text case-insensitively ("A-101" and "a-101" collide). */
export function uniqueValueExpression(column: PgColumn, field: FieldDef): PgColumn | SQL {
  return ['text', 'email', 'longText'].includes(field.kind) ? sql`lower(${column})` : column;
}
