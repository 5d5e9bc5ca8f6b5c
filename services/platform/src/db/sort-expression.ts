import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldKind } from '@portico/contracts';

/** Kinds whose column holds one text value (enums and colours too): stored, sorted and compared as text. */
export const TEXT_COLUMN_KINDS = ['text', 'longText', 'email', 'phone', 'color', 'enum'] as const satisfies readonly FieldKind[];
export type TextColumnKind = (typeof TEXT_COLUMN_KINDS)[number];

export function isTextColumnKind(kind: string): kind is TextColumnKind {
  return (TEXT_COLUMN_KINDS as readonly string[]).includes(kind);
}

/**
 * The ORDER BY / keyset expression of a sortable column. NULLs sort as the lowest value. The
 * table's indexes are built on exactly these expressions, which is what lets a page deep in a
 * 100k-row list be read from the index instead of sorting the table.
 */
export function sortExpression(column: PgColumn, kind: FieldKind | 'timestamp'): SQL {
  if (isTextColumnKind(kind)) return sql`coalesce(${column}, '')`;
  switch (kind) {
    case 'integer':
    case 'decimal':
    case 'money':
      return sql`coalesce((${column})::double precision, '-Infinity'::double precision)`;
    case 'date':
      return sql`coalesce(${column}, '-infinity'::date)`;
    case 'datetime':
    case 'timestamp':
      return sql`coalesce(${column}, '-infinity'::timestamptz)`;
    case 'boolean':
      return sql`coalesce((${column})::int, -1)`;
    case 'ref':
      return sql`coalesce((${column})::text, '')`;
    case 'refList':
    case 'textList':
      return sql`coalesce(cardinality(${column}), 0)`;
  }
}

/** The cursor's value cast to the expression's type. */
export function cursorValue(value: string | number | boolean | null, kind: FieldKind | 'timestamp'): SQL {
  if (kind === 'ref' || isTextColumnKind(kind)) return sql`${value ?? ''}::text`;
  switch (kind) {
    case 'integer':
    case 'decimal':
    case 'money':
      return value === null ? sql`'-Infinity'::double precision` : sql`${Number(value)}::double precision`;
    case 'date':
      return value === null ? sql`'-infinity'::date` : sql`${String(value)}::date`;
    case 'datetime':
    case 'timestamp':
      return value === null ? sql`'-infinity'::timestamptz` : sql`${String(value)}::timestamptz`;
    case 'boolean':
      return sql`${value === null ? -1 : Number(value)}::int`;
    case 'refList':
    case 'textList':
      return sql`${Array.isArray(value) ? value.length : Number(value ?? 0)}::int`;
  }
}
