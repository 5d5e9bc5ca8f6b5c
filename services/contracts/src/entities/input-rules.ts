import '../zod-setup';
import { z } from 'zod';
import { addDays } from '../domain/calendar-days';
import { zodError, type Wording } from '../messages/zod';
import type { LocalizedText, MessageRef } from '../messages/types';

/**
 * Rules every value from outside meets before it reaches a query, whatever the route: text
 * without control characters, real calendar dates, ids that are uuids, numbers PostgreSQL can
 * store. The entity schemas, the list query and every hand-written handler build on these, so
 * bad input is a field error with a message instead of a database error.
 */

/**
 * Control characters other than tab, newline and carriage return. NUL cannot be stored by
 * PostgreSQL at all; the rest escape to six bytes each in JSON and hide text in the console.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** A label in each language; a bare English label reads the same in both until it is given one. */
export type FieldLabel = string | LocalizedText;
export const labelParam = (label: FieldLabel): LocalizedText => (typeof label === 'string' ? { en: label, es: label } : label);

export function controlCharactersMessage(label: FieldLabel): MessageRef {
  return { key: 'validation.controlCharacters', params: { label: labelParam(label) } };
}

/**
 * Half of a UTF-16 surrogate pair without its other half: not text at all. PostgreSQL's jsonb
 * (the outbox events) refuses its escape, so it must be refused here, with a message.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogates(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

export function loneSurrogatesMessage(label: FieldLabel): MessageRef {
  return { key: 'validation.unicode', params: { label: labelParam(label) } };
}

/** A string that obeys the text policy; `label` names the field in the message. */
export function policyText(label: FieldLabel, max: number): z.ZodString {
  const named = { label: labelParam(label) };
  return z
    .string({ error: zodError({ key: 'validation.text', params: named }) })
    .max(max, { error: zodError({ key: 'validation.maxLength', params: { ...named, count: max } }) })
    .refine((v) => !hasControlCharacters(v), { error: zodError(controlCharactersMessage(label)) })
    .refine((v) => !hasLoneSurrogates(v), { error: zodError(loneSurrogatesMessage(label)) });
}

export const UUID_MESSAGE: MessageRef = { key: 'validation.uuid' };
export const uuidString = z.uuid({ error: zodError(UUID_MESSAGE) });

/**
 * A calendar date PostgreSQL accepts: YYYY-MM-DD naming a real day (no February 30th) from
 * year 0001 on (PostgreSQL has no year zero).
 */
export function calendarDate(message: Wording): z.ZodType<string> {
  const error = zodError(message);
  return z
    .string({ error })
    .pipe(z.iso.date({ error }))
    .refine((v) => !v.startsWith('0000'), { error });
}

/** A date and time with its offset, naming a real instant from year 0001 on. */
export function calendarDateTime(message: Wording): z.ZodType<string> {
  const error = zodError(message);
  return z
    .string({ error })
    .pipe(z.iso.datetime({ offset: true, error }))
    .refine((v) => !v.startsWith('0000'), { error });
}

/** A calendar date (a whole day, in UTC) or a date and time with its offset. */
export function dateOrDateTime(message: Wording): z.ZodType<string> {
  return z.union([calendarDate(message), calendarDateTime(message)], { error: zodError(message) }) as z.ZodType<string>;
}

/**
 * The instant bounds of an inclusive range over a timestamp column, from `dateOrDateTime`
 * values: a bare date starts at its UTC midnight, and as an upper bound covers its whole day
 * (so `to` is then exclusive: the next midnight).
 */
export function instantBounds(
  from: string | undefined,
  to: string | undefined,
): { from?: string; to?: { at: string; inclusive: boolean } } {
  const dateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
  return {
    ...(from ? { from: dateOnly(from) ? new Date(`${from}T00:00:00.000Z`).toISOString() : new Date(from).toISOString() } : {}),
    ...(to
      ? {
          to: dateOnly(to)
            ? { at: `${addDays(to, 1)}T00:00:00.000Z`, inclusive: false }
            : { at: new Date(to).toISOString(), inclusive: true },
        }
      : {}),
  };
}

/** Whether an inclusive range is empty because it starts after it ends. */
export function rangeIsReversed(kind: 'date' | 'instant', from: string | undefined, to: string | undefined): boolean {
  if (!from || !to) return false;
  if (kind === 'date') return from > to;
  // Unparseable values have their own issue; they are not also "reversed".
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return false;
  const b = instantBounds(from, to);
  const start = Date.parse(b.from!);
  const end = Date.parse(b.to!.at);
  return b.to!.inclusive ? start > end : start >= end;
}

/** Read many by id: at most this many ids in one `ids=` list. */
export const MAX_IDS_PER_LIST = 100;

/** `ids=<uuid>,<uuid>,…` (or the parameter repeated): distinct uuids, at most MAX_IDS_PER_LIST. */
export const idList: z.ZodType<string[]> = z
  .union([z.string(), z.array(z.string())], { error: zodError({ key: 'validation.ids' }) })
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((part) => part.split(','))
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.uuid({ error: zodError({ key: 'validation.idsInvalid' }) }))
      .min(1, { error: zodError({ key: 'validation.idsMin' }) })
      .max(MAX_IDS_PER_LIST, { error: zodError({ key: 'validation.idsMax', params: { count: MAX_IDS_PER_LIST } }) })
      .transform((list) => [...new Set(list.map((id) => id.toLowerCase()))]),
  );

/**
 * What the column of each numeric kind can hold. integer: int4. money: integer minor units
 * (cents) in a bigint, bounded by what a JSON number carries exactly.
 */
export const NUMBER_RANGE = {
  integer: { min: -2147483648, max: 2147483647 },
  money: { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
  decimal: { min: -Number.MAX_VALUE, max: Number.MAX_VALUE },
} as const;
