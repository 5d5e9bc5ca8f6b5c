import { writeCsv } from '../csv/write';
import { z } from 'zod';
import { msg } from '../messages/render';
import { zodError } from '../messages/zod';
import type { EntityDef, FieldDef } from './define';
import { policyText } from './input-rules';
import { toMinorUnits } from './money';
import type { FieldError } from '../errors/envelope';

/**
 * CSV import contract, shared by the console (mapping, preview) and the service (staging,
 * commit). A job collects rows in chunks; commit inserts all of them in one transaction or
 * none, so a file with one bad row changes nothing. Commit answers at once: it runs as a job
 * the caller polls, so the size of a file never meets a request timeout.
 */
export const IMPORT_STEPS = ['start', 'rows', 'status', 'commit'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** Rows per upload chunk: keeps each NATS message far below its 1 MB limit. */
export const IMPORT_CHUNK_ROWS = 500;
export const IMPORT_MAX_ROWS = 200_000;

export interface ImportStartBody {
  /** Values applied to every row (e.g. the property a file of units goes into). */
  defaults?: Record<string, string>;
  fileName?: string;
}

/** The start body as the service accepts it: defaults are text, like the CSV cells they stand for. */
export const importStartBodySchema = z.strictObject({
  defaults: z
    .record(z.string(), policyText('Default value', 5000), { error: zodError(msg('validation.importDefaults')) })
    .optional()
    .nullable(),
  fileName: policyText('File name', 1000).optional().nullable(),
});

export interface ImportRow {
  /** 1-based data row number in the file (header excluded), for error messages. */
  row: number;
  values: Record<string, string>;
}

export interface ImportRowError {
  row: number;
  errors: FieldError[];
}

/**
 * `staged`: rows are being sent and checked; `committing`: the commit runs in the background
 * (poll the job); `committed`: every row was written; `failed`: nothing was written — fix the
 * rows named in `errors` (send them again) or simply commit again.
 */
export type ImportJobStatus = 'staged' | 'committing' | 'committed' | 'failed';

/** How far a running commit got: rows checked again, then rows written (one transaction). */
export interface ImportProgress {
  phase: 'checking' | 'writing';
  done: number;
  total: number;
}

export interface ImportJob {
  id: string;
  entity: string;
  status: ImportJobStatus;
  fileName: string | null;
  totalRows: number;
  errorRows: number;
  createdAt: string;
  committedAt: string | null;
  /** While committing; null otherwise. */
  progress: ImportProgress | null;
  /** Records written by the commit (0 until committed). */
  created: number;
  /** Why the last commit wrote nothing, when no single row is to blame. */
  failure: string | null;
  /** First rows with errors, in row order. */
  errors: ImportRowError[];
}

/** Columns a CSV for this entity may have, in template order. */
export function importColumns(def: EntityDef): { key: string; field: FieldDef }[] {
  const columns = Object.entries(def.fields)
    .filter(([, field]) => !field.readOnly && !field.secret)
    .map(([key, field]) => ({ key, field }));
  // Every property-owned entity takes the property (id or name): it places the row, or narrows
  // how references such as unit numbers are resolved.
  if (def.tenancy === 'property') {
    columns.unshift({
      key: 'propertyId',
      field: { kind: 'ref', ref: 'property', label: { en: 'Property', es: 'Propiedad' }, required: true },
    });
  }
  return columns;
}

/** The downloadable template: a header row of field keys and one example row of labels. */
export function importTemplate(def: EntityDef): string {
  return writeCsv(
    importColumns(def).map((c) => c.key),
    [],
  );
}

/** Matches a CSV header to a field key, by key or by English/Spanish label (case-insensitive). */
export function autoMapHeader(def: EntityDef, header: string): string | undefined {
  const norm = (v: string) => v.toLowerCase().replace(/[^a-z0-9áéíóúñ]/g, '');
  const h = norm(header);
  for (const { key, field } of importColumns(def)) {
    if (norm(key) === h || norm(field.label.en) === h || norm(field.label.es) === h) return key;
  }
  return undefined;
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'si', 'sí']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/**
 * Turns one CSV row's strings into typed input for the create schema: numbers parsed,
 * booleans read, enums matched by value or label, blanks dropped. Anything unparseable is
 * passed through so the schema reports it with its own message.
 */
export function coerceCsvValues(def: EntityDef, values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const fields: Record<string, FieldDef> = Object.fromEntries(importColumns(def).map((c) => [c.key, c.field]));
  for (const [key, raw] of Object.entries(values)) {
    const value = raw.trim();
    if (value === '') continue;
    const field = fields[key];
    if (!field) {
      out[key] = value;
      continue;
    }
    switch (field.kind) {
      case 'money': {
        // A sheet holds amounts as people write them ("$1,234.50"); the API takes minor units.
        out[key] = toMinorUnits(value, field.currency) ?? value;
        break;
      }
      case 'integer':
      case 'decimal': {
        const n = Number(value.replace(/[$,\s]/g, ''));
        out[key] = Number.isFinite(n) ? n : value;
        break;
      }
      case 'boolean': {
        const v = value.toLowerCase();
        out[key] = TRUE.has(v) ? true : FALSE.has(v) ? false : value;
        break;
      }
      case 'enum': {
        const v = value.toLowerCase();
        const match = field.options?.find((o) => o.value === v || o.label.en.toLowerCase() === v || o.label.es.toLowerCase() === v);
        out[key] = match ? match.value : value;
        break;
      }
      case 'text':
      case 'longText':
      case 'email':
      case 'phone':
      case 'date':
      case 'datetime':
      case 'color':
      case 'ref':
        out[key] = value;
        break;
      case 'refList':
      case 'textList':
        out[key] = value
          .split(/[;|]/)
          .map((v) => v.trim())
          .filter(Boolean);
        break;
    }
  }
  return out;
}
