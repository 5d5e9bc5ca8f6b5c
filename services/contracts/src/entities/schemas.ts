import { z } from 'zod';
import { type EntityDef, type FieldDef, GENERIC_REQUIRED_MESSAGE, RECORD_STATUSES, requiredMessage, tenantFieldsOf } from './define';
import type { FieldError } from '../errors/envelope';

/**
 * zod schemas derived from an EntityDef. The same schemas run in the screen (react-hook-form),
 * the gateway and the service, so a message the user sees is the message the server returns.
 */

const UUID = z.uuid({ message: 'Must be a valid id' });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function baseType(field: FieldDef): z.ZodType {
  const required = requiredMessage(field);
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'phone': {
      let s = z
        .string()
        .trim()
        .max(field.max ?? (field.kind === 'longText' ? 5000 : 255), {
          message: `${field.label.en} must be at most ${field.max ?? (field.kind === 'longText' ? 5000 : 255)} characters`,
        });
      if (required) s = s.min(1, { message: required });
      return s;
    }
    case 'email': {
      const s = z.string().trim().max(254);
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
      if (field.min !== undefined) n = n.min(field.min, { message: `${field.label.en} must be at least ${field.min}` });
      if (field.max !== undefined) n = n.max(field.max, { message: `${field.label.en} must be at most ${field.max}` });
      return n;
    }
    case 'boolean':
      return z.boolean({ message: required ?? `${field.label.en} must be yes or no` });
    case 'date':
      return z
        .string({ message: required ?? GENERIC_REQUIRED_MESSAGE })
        .regex(ISO_DATE, { message: `${field.label.en} must be a date (YYYY-MM-DD)` });
    case 'datetime':
      return z.iso.datetime({ offset: true, message: `${field.label.en} must be a date and time` });
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
      const list = z.array(z.string().trim().min(1).max(120), { message: `${field.label.en} must be a list` }).max(field.max ?? 1000);
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
  return field.required ? requiredField(field, type) : optional(type);
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

export function listQuerySchema(def: EntityDef) {
  const sortable = Object.entries(def.fields)
    .filter(([, f]) => f.sortable)
    .map(([k]) => k);
  const filterable = Object.entries(def.fields).filter(([, f]) => f.filterable);
  const filterShape: Shape = {};
  for (const [key] of filterable) filterShape[key] = z.string().max(255).optional();
  // A property's units, pets or stalls: property-owned records filter by their property.
  if (def.tenancy === 'property') filterShape.propertyId = z.uuid({ message: 'Must be a valid id' }).optional();
  return z.object({
    cursor: z.string().max(1024).optional(),
    // Oversized or junk page sizes are clamped, not refused: a list always answers.
    limit: z.coerce
      .number()
      .catch(PAGE_SIZE.default)
      .transform((n) => Math.min(Math.max(Math.trunc(n) || PAGE_SIZE.default, 1), PAGE_SIZE.max))
      .default(PAGE_SIZE.default),
    sort: z.enum(['createdAt', ...sortable] as [string, ...string[]]).default(def.defaultSort.field),
    direction: z.enum(['asc', 'desc']).default(def.defaultSort.direction),
    q: z.string().trim().max(200).optional(),
    status: z.enum([...RECORD_STATUSES, 'all']).default('active'),
    ...filterShape,
  });
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
