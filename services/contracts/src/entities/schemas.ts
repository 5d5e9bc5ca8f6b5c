import '../zod-setup';
import { z } from 'zod';
import {
  type EntityDef,
  type FieldDef,
  RECORD_STATUSES,
  rangeParamsOf,
  requiredMessageRef,
  tenantFieldsOf,
} from './define';
import { PorticoError, type FieldError } from '../errors/envelope';
import { renderMessage } from '../messages/render';
import { messageRefOfIssue, validationLanguage, zodError } from '../messages/zod';
import type { MessageParams, MessageRef } from '../messages/types';
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
function withTextPolicy(s: z.ZodString, label: FieldDef['label']): z.ZodString {
  return s
    .refine((v) => !hasControlCharacters(v), { error: zodError(controlCharactersMessage(label)) })
    .refine((v) => !hasLoneSurrogates(v), { error: zodError(loneSurrogatesMessage(label)) });
}

/** A field's message by key, its label in every language among the parameters (ADR 0077). */
const said = (key: MessageRef['key'], field: FieldDef, params: MessageParams = {}) =>
  zodError({ key, params: { label: field.label, ...params } });

function baseType(field: FieldDef): z.ZodType {
  const required = field.required ? zodError(requiredMessageRef(field)) : undefined;
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'phone': {
      const max = field.max ?? (field.kind === 'longText' ? 5000 : 255);
      let s = z
        .string({ error: required ?? said('validation.text', field) })
        .trim()
        .max(max, { error: said('validation.maxLength', field, { count: max }) });
      if (required) s = s.min(1, { error: required });
      return withTextPolicy(s, field.label);
    }
    case 'email': {
      const email = zodError({ key: 'validation.email' });
      const s = withTextPolicy(z.string({ error: email }).trim().max(254), field.label);
      return required ? s.min(1, { error: required }).pipe(z.email({ error: email })) : s.pipe(z.email({ error: email }));
    }
    case 'color':
      return z
        .string({ error: required ?? zodError({ key: 'validation.colour' }) })
        .trim()
        .min(1, { error: required ?? zodError({ key: 'validation.colour' }) })
        .regex(/^#[0-9a-fA-F]{6}$/, { error: zodError({ key: 'validation.colourFormat' }) });
    case 'integer':
    case 'decimal':
    case 'money': {
      let n = z.number({ error: required ?? said('validation.number', field) });
      if (field.kind === 'integer') n = n.int({ error: said('validation.integer', field) });
      // Money travels as integer minor units (cents): no float rounding, ever.
      if (field.kind === 'money') n = n.int({ error: said('validation.cents', field) });
      // Within what the column holds even when the field sets no bounds of its own.
      const range = NUMBER_RANGE[field.kind];
      const min = Math.max(field.min ?? range.min, range.min);
      const max = Math.min(field.max ?? range.max, range.max);
      n = n.min(min, { error: said('validation.min', field, { min }) });
      n = n.max(max, { error: said('validation.max', field, { max }) });
      return n;
    }
    case 'boolean':
      return z.boolean({ error: required ?? said('validation.boolean', field) });
    case 'date':
      return calendarDate({ key: 'validation.date', params: { label: field.label } });
    case 'datetime':
      return calendarDateTime({ key: 'validation.datetime', params: { label: field.label } });
    case 'enum': {
      const values = (field.options ?? []).map((o) => o.value) as [string, ...string[]];
      return z.enum(values, { error: required ?? zodError({ key: 'validation.choice', params: { values: values.join(', ') } }) });
    }
    case 'ref':
      return z.string({ error: required ?? zodError({ key: 'validation.required', params: { label: field.label } }) }).pipe(UUID);
    case 'refList': {
      const list = z.array(UUID, { error: said('validation.idList', field) }).max(field.max ?? 500);
      return required ? list.min(1, { error: required }) : list;
    }
    case 'textList': {
      const list = z
        .array(withTextPolicy(z.string().trim().min(1).max(120), field.label), { error: said('validation.list', field) })
        .max(field.max ?? 1000);
      return required ? list.min(1, { error: required }) : list;
    }
  }
}

/** Optional fields accept empty input from forms as "no value". */
function optional(type: z.ZodType): z.ZodType {
  return z.preprocess((v) => (v === '' ? null : v), type.nullable().optional());
}

function requiredField(field: FieldDef, type: z.ZodType): z.ZodType {
  // Missing, null and blank all answer with the spec's message rather than zod's type error.
  return z
    .preprocess((v) => (v === null || v === '' ? undefined : v), z.any())
    .refine((v) => v !== undefined, { error: zodError(requiredMessageRef(field)), abort: true })
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
      const error = zodError({ key: 'validation.choice', params: { values: values.join(', ') } });
      return z
        .string({ error })
        .max(1000, { error })
        .transform((v) => [...new Set(v.split(',').map((p) => p.trim()))])
        .refine((list) => list.every((v) => (values as readonly string[]).includes(v)), { error })
        .transform((list) => (list.length === 1 ? list[0]! : list));
    }
    case 'boolean':
      return z.enum(['true', 'false'], { error: said('validation.trueFalse', field) }).transform((v) => v === 'true');
    case 'date':
      return calendarDate({ key: 'validation.date', params: { label: field.label } });
    default:
      return policyText(field.label, 255);
  }
}

/** Cursors are what the service signed: base64url text with a dot, never anything else. */
const CURSOR_ERROR = zodError({ key: 'validation.cursor' });
const CURSOR = z
  .string({ error: CURSOR_ERROR })
  .max(1024, { error: CURSOR_ERROR })
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: CURSOR_ERROR });

/** Range parameters of a list: `<field>From`/`<field>To` of range fields, and `createdFrom/To`. */
export function rangeFieldsOf(
  def: EntityDef,
): { key: string; kind: 'date' | 'instant'; from: string; to: string; label: FieldDef['label'] }[] {
  const ranges = Object.entries(def.fields)
    .filter(([, f]) => f.range && (f.kind === 'date' || f.kind === 'datetime'))
    .map(([key, f]) => {
      const [from, to] = rangeParamsOf(key);
      return { key, kind: f.kind === 'date' ? ('date' as const) : ('instant' as const), from, to, label: f.label };
    });
  return [...ranges, { key: 'createdAt', kind: 'instant', from: 'createdFrom', to: 'createdTo', label: { en: 'Created', es: 'Creado' } }];
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
  if (def.tenancy === 'property') filterShape.propertyId = optionalParam(z.uuid({ error: zodError(UUID_MESSAGE) }));
  const ranges = rangeFieldsOf(def);
  for (const range of ranges) {
    const message = {
      key: range.kind === 'date' ? 'validation.date' : 'validation.dateOrDateTime',
      params: { label: range.label },
    } as const;
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
      sort: z
        .enum(sortValues, { error: zodError({ key: 'validation.sort', params: { values: sortValues.join(', ') } }) })
        .default(def.defaultSort.field),
      direction: z.enum(['asc', 'desc'], { error: zodError({ key: 'validation.direction' }) }).default(def.defaultSort.direction),
      q: optionalParam(policyText({ en: 'Search', es: 'Búsqueda' }, 200).trim()),
      status: z.enum([...RECORD_STATUSES, 'all'], { error: zodError({ key: 'validation.status' }) }).default('active'),
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
          ctx.addIssue({
            code: 'custom',
            path: [range.from],
            ...keyedIssue({ key: 'validation.rangeReversed', params: { from: range.from, to: range.to } }),
          });
      }
    });
}

/** An optional query parameter: absent or empty is "not given"; anything else must be valid. */
function optionalParam(type: z.ZodType): z.ZodType {
  return z.preprocess((v) => (v === '' ? undefined : v), type.optional());
}
export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>> & Record<string, unknown>;

/** A custom issue added by hand (`ctx.addIssue`), worded and keyed like the schemas' own. */
function keyedIssue(ref: MessageRef): { message: string; messageKey: string; messageParams?: MessageParams } {
  return { message: renderMessage(ref, validationLanguage()), messageKey: ref.key, ...(ref.params ? { messageParams: ref.params } : {}) };
}

/**
 * Flattens zod issues into the envelope's field errors (paths dotted, messages kept), each with
 * the key and parameters it was worded from, so the gateway can word it in the reader's language.
 */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.join(', ');
      return {
        path: issue.keys.join(','),
        message: renderMessage({ key: 'validation.unknownField', params: { keys } }),
        key: 'validation.unknownField',
        params: { keys },
      };
    }
    const path = issue.path.map(String).join('.') || '(root)';
    const ref = messageRefOfIssue(issue);
    // The message is the one zod made (in the validation language); the key lets others re-word it.
    return ref
      ? { path, message: issue.message, key: ref.key, ...(ref.params ? { params: ref.params } : {}) }
      : { path, message: issue.message };
  });
}

/** Parses input from outside with `schema`, or throws the 422 envelope with its field errors. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw PorticoError.validation(toFieldErrors(result.error));
  return result.data;
}
