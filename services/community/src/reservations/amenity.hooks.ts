import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  PorticoError,
  WEEKLY_HOURS_FIELDS,
  clockMinutes,
  clockText,
  formatDayHours,
  type FieldError,
  msg,
  fieldError,
  parseDayHours,
} from '@portico/contracts';
import type { ResourceHooks } from '@portico/platform';
import { reservations } from './reservations.schema';

type Row = Record<string, unknown>;

/**
 * Each weekday's hours are `HH:MM-HH:MM` closing after opening (`-24:00` or `-00:00`: at
 * midnight), or blank for a day it is closed.
 */
function hoursProblems(values: Row): FieldError[] {
  const out: FieldError[] = [];
  for (const key of WEEKLY_HOURS_FIELDS) {
    if (parseDayHours(values[key]) !== undefined) continue;
    const [open, close] = String(values[key]).split(/\s*[-–]\s*/);
    const wellFormed = clockMinutes(open) !== undefined && clockMinutes(close, true) !== undefined;
    out.push(fieldError(key, msg(wellFormed ? 'amenity.closeAfterOpen' : 'amenity.hoursFormat')));
  }
  const min = Number(values.minHours ?? 0);
  const max = Number(values.maxHours ?? 0);
  if (min && max && max < min) out.push(fieldError('maxHours', msg('amenity.maxBelowMin')));
  if (values.bookingLimit && !values.howOften) out.push(fieldError('howOften', msg('amenity.chooseHowOften')));
  return out;
}

/** Stores each weekday's hours one way (`06:00-22:00`, null when closed), whatever dash or blank was sent. */
function normalizeHours(values: Row): void {
  for (const key of WEEKLY_HOURS_FIELDS) {
    if (!(key in values)) continue;
    const hours = parseDayHours(values[key]);
    if (hours !== undefined) values[key] = hours ? formatDayHours(hours) : null;
  }
}

/**
 * The single window of clients from before issue 18 (ADR 0083): `openTime`/`closeTime` sent
 * without any weekday's hours set every weekday; what is stored for them is always the week's
 * earliest opening and latest closing, so such a client still reads something true.
 */
function fromSingleWindow(values: Row, sent: Row): FieldError[] {
  const single = 'openTime' in sent || 'closeTime' in sent;
  if (!single || WEEKLY_HOURS_FIELDS.some((key) => key in sent)) return [];
  const open = sent.openTime ?? values.openTime ?? '00:00';
  const close = sent.closeTime ?? values.closeTime ?? '24:00';
  const hours = parseDayHours(`${String(open || '00:00')}-${String(close || '24:00')}`);
  if (!hours) {
    const wellFormed = clockMinutes(open) !== undefined && clockMinutes(close, true) !== undefined;
    return [fieldError(wellFormed ? 'closeTime' : 'openTime', msg(wellFormed ? 'amenity.closeAfterOpen' : 'amenity.hoursFormat'))];
  }
  for (const key of WEEKLY_HOURS_FIELDS) sent[key] = formatDayHours(hours);
  return [];
}

/** `openTime`/`closeTime` as the week's widest window (null when closed every day). */
function summarize(week: Row, into: Row): void {
  const windows = WEEKLY_HOURS_FIELDS.map((key) => parseDayHours(week[key])).filter((w) => !!w);
  into.openTime = windows.length ? clockText(Math.min(...windows.map((w) => w.open))) : null;
  into.closeTime = windows.length ? clockText(Math.max(...windows.map((w) => w.close))).replace('24:00', '00:00') : null;
}

export const amenityHooks: ResourceHooks = {
  async beforeCreate({ values }) {
    values.operatingStatus ??= 'open';
    values.slotMinutes ??= 60;
    values.maxPeople ??= 1;
    const single = fromSingleWindow({}, values);
    if (single.length) throw PorticoError.validation(single);
    // Created without any hours (an import without the columns): open every day, as before.
    if (WEEKLY_HOURS_FIELDS.every((key) => values[key] === undefined)) for (const key of WEEKLY_HOURS_FIELDS) values[key] = '08:00-22:00';
    const problems = hoursProblems(values);
    if (problems.length) throw PorticoError.validation(problems);
    normalizeHours(values);
    summarize(values, values);
  },
  async beforeUpdate({ current, changes }) {
    const single = fromSingleWindow(current, changes);
    if (single.length) throw PorticoError.validation(single);
    const problems = hoursProblems({ ...current, ...changes });
    if (problems.length) throw PorticoError.validation(problems);
    normalizeHours(changes);
    if (WEEKLY_HOURS_FIELDS.some((key) => key in changes)) summarize({ ...current, ...changes }, changes);
  },
  // Reservations keep their amenity (history, deposits, billing): an amenity with any stays archived.
  async beforeDelete({ tx, current }) {
    const r = reservations as unknown as Record<string, PgColumn>;
    const [any] = await tx
      .select({ id: r.id! })
      .from(reservations)
      .where(eq(r.amenityId!, String(current.id)))
      .limit(1);
    if (any) throw new PorticoError('CONFLICT', msg('amenity.hasReservations'));
  },
};

export const eventHooks: ResourceHooks = {
  async beforeCreate({ values }) {
    if (Date.parse(String(values.endAt)) <= Date.parse(String(values.startAt)))
      throw PorticoError.validation([fieldError('endAt', msg('booking.endAfterStart'))]);
  },
  async beforeUpdate({ current, changes }) {
    const next = { ...current, ...changes };
    if (Date.parse(String(next.endAt)) <= Date.parse(String(next.startAt)))
      throw PorticoError.validation([fieldError('endAt', msg('booking.endAfterStart'))]);
  },
};
