import '../zod-setup';
import { z } from 'zod';
import {
  type EntityDef,
  type FieldDef,
  GENERIC_REQUIRED_MESSAGE,
  RECORD_STATUSES,
  rangeParamsOf,
  requiredMessage,
  tenantFieldsOf,
} from './define';
import { PorticoError, type FieldError } from '../errors/envelope';
import {
  NUMBER_RANGE,
  UUID_MESSAGE,
  calendarDate,
  calendarDateTime,
  controlCharactersMessage,
  dateOrDateTime,
  idList,
  rangeIsReversed,
  hasControlCharacters,
  hasLoneSurrogates,
  loneSurrogatesMessage,
  policyText,
  uuidString,
} from './input-rules';

/**
 * zod schemas derived from an EntityDef. The same schemas run in the screen (react-hook-form),
 * the gateway and the service, so a message the user sees is the message the server returns.
 */

const UUID = uuidString;

/** The text policy on a trimmed string: no control characters other than tab and newlines. */
function withTextPolicy(s: z.ZodString, label: string): z.ZodString {
  return s
    .refine((v) => !hasControlCharacters(v), { message: controlCharactersMessage(label) })
    .refine((v) => !hasLoneSurrogates(v), { message: loneSurrogatesMessage(label) });
}

function baseType(field: FieldDef): z.ZodType {
  const required = requiredMessage(field);
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'phone': {
      let s = z
        .string({ message: required ?? `${field.label.en} must be text` })
        .trim()
        .max(field.max ?? (field.kind === 'longText' ? 5000 : 255), {
          message: `${field.label.en} must be at most ${field.max ?? (field.kind === 'longText' ? 5000 : 255)} characters`,
        });
      if (required) s = s.min(1, { message: required });
      return withTextPolicy(s, field.label.en);
    }
    case 'email': {
      const s = withTextPolicy(z.string({ message: 'Enter a valid email address' }).trim().max(254), field.label.en);
      return required
        ? s.min(1, { message: required }).pipe(z.email({ message: 'Enter a valid email address' }))
        : s.pipe(z.email({ message: 'Enter a valid email address' }));
    }
    case 'color':
      return z
        .string({ message: required ?? 'Enter a colour' })
        .trim()
        .min(1, { message: required ?? 'Enter a colour' })
        .regex(/^#[0-9a-fA-F]{6}$/, { message: 'Colour must look like #1A2B3C' });
    case 'integer':
    case 'decimal':
    case 'money': {
      let n = z.number({ message: required ?? `${field.label.en} must be a number` });
      if (field.kind === 'integer') n = n.int({ message: `${field.label.en} must be a whole number` });
      // Money travels as integer minor units (cents): no float rounding, ever.
      if (field.kind === 'money') n = n.int({ message: `${field.label.en} must be a whole number of cents` });
      // Within what the column holds even when the field sets no bounds of its own.
      const range = NUMBER_RANGE[field.kind];
      const min = Math.max(field.min ?? range.min, range.min);
      const max = Math.min(field.max ?? range.max, range.max);
      n = n.min(min, { message: `${field.label.en} must be at least ${min}` });
      n = n.max(max, { message: `${field.label.en} must be at most ${max}` });
      return n;
    }
    case 'boolean':
      return z.boolean({ message: required ?? `${field.label.en} must be yes or no` });
    case 'date':
      return calendarDate(`${field.label.en} must be a date (YYYY-MM-DD)`);
    case 'datetime':
      return calendarDateTime(`${field.label.en} must be a date and time`);
    case 'enum': {
      const values = (field.options ?? []).map((o) => o.value) as [string, ...string[]];
      return z.enum(values, { message: required ?? `Choose one of: ${values.join(', ')}` });
    }
    case 'ref':
      return z.string({ message: required ?? GENERIC_REQUIRED_MESSAGE }).pipe(UUID);
    case 'refList': {
      const list = z.array(UUID, { message: `${field.label.en} must be a list of ids` }).max(field.max ?? 500);
      return required ? list.min(1, { message: required }) : list;
    }
    case 'textList': {
      const list = z
        .array(withTextPolicy(z.string().trim().min(1).max(120), field.label.en), { message: `${field.label.en} must be a list` })
        .max(field.max ?? 1000);
      return required ? list.min(1, { message: required }) : list;
    }
  }
}

/** Optional fields accept empty input from forms as "no value". */
function optional(type: z.ZodType): z.ZodType {
  return z.preprocess((v) => (v === '' ? null : v), type.nullable().optional());
}

function requiredField(field: FieldDef, type: z.ZodType): z.ZodType {
  const message = requiredMessage(field) ?? GENERIC_REQUIRED_MESSAGE;
  // Missing, null and blank all answer with the spec's message rather than zod's type error.
  return z
    .preprocess((v) => (v === null || v === '' ? undefined : v), z.any())
    .refine((v) => v !== undefined, { message, abort: true })
    .pipe(type);
}

export function fieldSchema(field: FieldDef): z.ZodType {
  const type = baseType(field);
  if (field.required) return requiredField(field, type);
  // A list column always holds a list: no value is the empty list, never null.
  if (field.kind === 'refList' || field.kind === 'textList') return z.preprocess((v) => (v === null || v === '' ? [] : v), type.optional());
  return optional(type);
}

type Shape = Record<string, z.ZodType>;

function writableShape(def: EntityDef, mode: 'create' | 'update'): Shape {
  const shape: Shape = {};
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.readOnly || (mode === 'update' && field.immutable)) continue;
    shape[key] = mode === 'update' ? fieldSchema(field).optional() : fieldSchema(field);
  }
  if (mode === 'create') {
    // Tenant ids may be chosen on create (an administrator picks the org); the service checks
    // them against the caller's scope. They are never changed by update.
    for (const tenantField of tenantFieldsOf(def)) shape[tenantField] = UUID.optional();
    // A record whose parent is a property must name it.
    if (def.parent?.field === 'propertyId')
      shape.propertyId = requiredField({ kind: 'ref', ref: 'property', label: { en: 'Property', es: 'Propiedad' }, required: true }, UUID);
  }
  return shape;
}

/** Create schema: unknown keys (ids, audit fields, anything else) are refused, not dropped. */
export function createSchema(def: EntityDef) {
  return z.strictObject(writableShape(def, 'create'));
}

/** Update schema: a partial, with `version` for optimistic concurrency. */
export function updateSchema(def: EntityDef) {
  return z.strictObject({ ...writableShape(def, 'update'), version: z.number().int().positive().optional() });
}

export const PAGE_SIZE = { default: 25, max: 100 } as const;

/** A filter's value, checked as its field's kind (a ref filter is a uuid, an enum one of its values). */
function filterSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'ref':
      return UUID;
    case 'enum': {
      // One value, or several comma-separated (any of them: "the open states of an order").
      const values = (field.options ?? []).map((o) => o.value) as [string, ...string[]];
      const message = `Choose one of: ${values.join(', ')}`;
      return z
        .string({ message })
        .max(1000, { message })
        .transform((v) => [...new Set(v.split(',').map((p) => p.trim()))])
        .refine((list) => list.every((v) => (values as readonly string[]).includes(v)), { message })
        .transform((list) => (list.length === 1 ? list[0]! : list));
    }
    case 'boolean':
      return z.enum(['true', 'false'], { message: `${field.label.en} must be true or false` }).transform((v) => v === 'true');
    case 'date':
      return calendarDate(`${field.label.en} must be a date (YYYY-MM-DD)`);
    default:
      return policyText(field.label.en, 255);
  }
}

/** Cursors are what the service signed: base64url text with a dot, never anything else. */
const CURSOR = z
  .string({ message: 'Invalid list cursor' })
  .max(1024, { message: 'Invalid list cursor' })
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { message: 'Invalid list cursor' });

/** Range parameters of a list: `<field>From`/`<field>To` of range fields, and `createdFrom/To`. */
export function rangeFieldsOf(def: EntityDef): { key: string; kind: 'date' | 'instant'; from: string; to: string; label: string }[] {
  const ranges = Object.entries(def.fields)
    .filter(([, f]) => f.range && (f.kind === 'date' || f.kind === 'datetime'))
    .map(([key, f]) => {
      const [from, to] = rangeParamsOf(key);
      return { key, kind: f.kind === 'date' ? ('date' as const) : ('instant' as const), from, to, label: f.label.en };
    });
  return [...ranges, { key: 'createdAt', kind: 'instant', from: 'createdFrom', to: 'createdTo', label: 'Created' }];
}

/** Every list query parameter is checked; an empty value means "not given". */
export function listQuerySchema(def: EntityDef) {
  const sortable = Object.entries(def.fields)
    .filter(([, f]) => f.sortable)
    .map(([k]) => k);
  const filterable = Object.entries(def.fields).filter(([, f]) => f.filterable);
  const filterShape: Shape = {};
  for (const [key, field] of filterable) filterShape[key] = optionalParam(filterSchema(field));
  // A property's units, pets or stalls: property-owned records filter by their property.
  if (def.tenancy === 'property') filterShape.propertyId = optionalParam(z.uuid({ message: UUID_MESSAGE }));
  const ranges = rangeFieldsOf(def);
  for (const range of ranges) {
    const message = `${range.label} ${range.kind === 'date' ? 'must be a date (YYYY-MM-DD)' : 'must be a date or a date and time'}`;
    const value = range.kind === 'date' ? calendarDate(message) : dateOrDateTime(message);
    filterShape[range.from] = optionalParam(value);
    filterShape[range.to] = optionalParam(value);
  }
  const sortValues = ['createdAt', ...sortable] as [string, ...string[]];
  return z
    .object({
      cursor: optionalParam(CURSOR),
      // Oversized or junk page sizes are clamped, not refused: a list always answers.
      limit: z.coerce
        .number()
        .catch(PAGE_SIZE.default)
        .transform((n) => Math.min(Math.max(Math.trunc(n) || PAGE_SIZE.default, 1), PAGE_SIZE.max))
        .default(PAGE_SIZE.default),
      sort: z.enum(sortValues, { message: `Sort by one of: ${sortValues.join(', ')}` }).default(def.defaultSort.field),
      direction: z.enum(['asc', 'desc'], { message: 'Direction must be asc or desc' }).default(def.defaultSort.direction),
      q: optionalParam(policyText('Search', 200).trim()),
      status: z.enum([...RECORD_STATUSES, 'all'], { message: 'Status must be active, archived or all' }).default('active'),
      // Read many by id (reference cells of a page, a picker's chosen values) in one call.
      ids: optionalParam(idList),
      ...filterShape,
    })
    .superRefine((query, ctx) => {
      const values = query as Record<string, unknown>;
      for (const range of ranges) {
        const from = values[range.from] as string | undefined;
        const to = values[range.to] as string | undefined;
        if (rangeIsReversed(range.kind, from, to))
          ctx.addIssue({ code: 'custom', path: [range.from], message: `${range.from} must not be after ${range.to}` });
      }
    });
}

/** An optional query parameter: absent or empty is "not given"; anything else must be valid. */
function optionalParam(type: z.ZodType): z.ZodType {
  return z.preprocess((v) => (v === '' ? undefined : v), type.optional());
}
export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>> & Record<string, unknown>;

/** Flattens zod issues into the envelope's field errors (paths dotted, messages kept). */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return { path: issue.keys.join(','), message: `Field not allowed: ${issue.keys.join(', ')}` };
    }
    return { path: issue.path.map(String).join('.') || '(root)', message: issue.message };
  });
}

/** Parses input from outside with `schema`, or throws the 422 envelope with its field errors. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw PorticoError.validation(toFieldErrors(result.error));
  return result.data;
}
