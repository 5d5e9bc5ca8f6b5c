import '../zod-setup';
import { z } from 'zod';

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

export function controlCharactersMessage(label: string): string {
  return `${label} must not contain control characters`;
}

/** A string that obeys the text policy; `label` names the field in the message. */
export function policyText(label: string, max: number): z.ZodString {
  return z
    .string({ message: `${label} must be text` })
    .max(max, { message: `${label} must be at most ${max} characters` })
    .refine((v) => !hasControlCharacters(v), { message: controlCharactersMessage(label) });
}

export const UUID_MESSAGE = 'Must be a valid id';
export const uuidString = z.uuid({ message: UUID_MESSAGE });

/**
 * A calendar date PostgreSQL accepts: YYYY-MM-DD naming a real day (no February 30th) from
 * year 0001 on (PostgreSQL has no year zero).
 */
export function calendarDate(message: string): z.ZodType<string> {
  return z
    .string({ message })
    .pipe(z.iso.date({ message }))
    .refine((v) => !v.startsWith('0000'), { message });
}

/** A date and time with its offset, naming a real instant from year 0001 on. */
export function calendarDateTime(message: string): z.ZodType<string> {
  return z
    .string({ message })
    .pipe(z.iso.datetime({ offset: true, message }))
    .refine((v) => !v.startsWith('0000'), { message });
}

/** What the column of each numeric kind can hold (integer: int4; money: numeric(14,2)). */
export const NUMBER_RANGE = {
  integer: { min: -2147483648, max: 2147483647 },
  money: { min: -999999999999.99, max: 999999999999.99 },
  decimal: { min: -Number.MAX_VALUE, max: Number.MAX_VALUE },
} as const;
