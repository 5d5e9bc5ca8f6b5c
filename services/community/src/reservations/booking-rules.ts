import {
  addDays,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  milliseconds,
  startOfDay,
  startOfMonth,
  startOfWeek,
  subDays,
} from 'date-fns';
import { capacityWarning, eachLanguage, fieldError, msg, plural, utc, type FieldError, type LocalizedText } from '@portico/contracts';

/** `1 hour`, `3 hours`: the booking rules' messages are in English. */

/**
 * The amenity booking rules (domains.md, Community; ADR 0029), as pure functions of an amenity,
 * the reservations that hold its spots and the requested times, so each rule is tested on its
 * own and the create hook, the availability endpoint and the waitlist promotion share them.
 * Times are UTC instants; hours of operation are read on the same clock.
 */
export interface AmenityRules {
  operatingStatus?: string | null;
  openTime?: string | null;
  closeTime?: string | null;
  slotMinutes?: number | null;
  minHours?: number | string | null;
  maxHours?: number | string | null;
  bufferMinutes?: number | null;
  maxPeople?: number | null;
  howOften?: string | null;
  bookingLimit?: number | null;
  minNoticeHours?: number | null;
  maxAdvanceDays?: number | null;
}

export interface Interval {
  startAt: Date;
  endAt: Date;
}

/** A reservation that takes spots (pending or approved). */
export interface Held extends Interval {
  id?: string;
  people: number;
  unitId?: string | null;
  bookingId?: string | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Past these, a unit's bookings pause (ADR 0029): strikes within the window. */
export const NO_SHOW_STRIKES = 3;
export const NO_SHOW_WINDOW_DAYS = 90;
/** Upcoming bookings one unit may hold across every amenity of its property. */
export const UNIT_UPCOMING_QUOTA = 8;
/** Longest multi-day booking. */
export const MAX_BOOKING_DAYS = 14;

const num = (v: unknown): number | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** Minutes after midnight of an `HH:MM` clock time, undefined when absent or malformed. */
export function clockMinutes(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** The daily window in minutes; a missing or `00:00` close means midnight (end of day). */
export function openingWindow(amenity: AmenityRules): { open: number; close: number } {
  const open = clockMinutes(amenity.openTime) ?? 0;
  const close = clockMinutes(amenity.closeTime);
  return { open, close: close === undefined || close === 0 ? 1440 : close };
}

const dayStart = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
const minutesOfDay = (d: Date) => (d.getTime() - dayStart(d)) / MINUTE;

/** Problems with the hours themselves: order, notice, window, hours of operation, min/max length. */
export function timingProblems(amenity: AmenityRules, booking: Interval, now: Date): FieldError[] {
  const out: FieldError[] = [];
  const { startAt, endAt } = booking;
  if (amenity.operatingStatus === 'closed') out.push(fieldError('amenityId', msg('booking.closed')));
  if (endAt <= startAt) {
    out.push(fieldError('endAt', msg('booking.endAfterStart')));
    return out;
  }
  if (startAt.getTime() < now.getTime()) out.push(fieldError('startAt', msg('booking.startInPast')));
  const notice = num(amenity.minNoticeHours) ?? 0;
  if (notice > 0 && startAt.getTime() - now.getTime() < notice * HOUR)
    out.push(fieldError('startAt', msg('booking.noticeHours', { count: notice })));
  const ahead = num(amenity.maxAdvanceDays);
  if (ahead && startAt > addDays(now, ahead, { in: utc })) out.push(fieldError('startAt', msg('booking.daysAhead', { count: ahead })));
  const { open, close } = openingWindow(amenity);
  const sameDay = dayStart(startAt) === dayStart(new Date(endAt.getTime() - 1));
  const endMinutes = minutesOfDay(endAt) === 0 ? 1440 : minutesOfDay(endAt);
  if (!sameDay || minutesOfDay(startAt) < open || endMinutes > close)
    out.push(
      fieldError('startAt', msg('booking.outsideHours', { open: amenity.openTime ?? '00:00', close: amenity.closeTime ?? '24:00' })),
    );
  const hours = (endAt.getTime() - startAt.getTime()) / HOUR;
  const min = num(amenity.minHours);
  const max = num(amenity.maxHours);
  if (min && hours < min) out.push(fieldError('endAt', msg('booking.minHours', { count: min })));
  if (max && hours > max) out.push(fieldError('endAt', msg('booking.maxHours', { count: max })));
  return out;
}

/**
 * The most people present at once during `window` among `held`, each held reservation widened
 * by `padMinutes` on both sides (the buffer: cleaning and changeover time between bookings).
 */
export function peakPeople(held: readonly Held[], window: Interval, padMinutes = 0): number {
  const pad = padMinutes * MINUTE;
  const points: [number, number][] = [];
  for (const h of held) {
    const s = Math.max(h.startAt.getTime() - pad, window.startAt.getTime());
    const e = Math.min(h.endAt.getTime() + pad, window.endAt.getTime());
    if (s < e) points.push([s, h.people], [e, -h.people]);
  }
  // Ends sort before starts at the same instant: back-to-back bookings do not overlap.
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let current = 0;
  let peak = 0;
  for (const [, delta] of points) {
    current += delta;
    peak = Math.max(peak, current);
  }
  return peak;
}

export interface Capacity {
  max: number;
  remaining: number;
}

/** Maximum and remaining spots of `window` (spec: the capacity warning states both). */
export function capacityOf(amenity: AmenityRules, held: readonly Held[], window: Interval, padMinutes = 0): Capacity {
  const max = num(amenity.maxPeople) ?? 1;
  return { max, remaining: Math.max(0, max - peakPeople(held, window, padMinutes)) };
}

/** The spec's capacity warning, as a field error on the number of people. */
export function capacityMessage({ max, remaining }: Capacity): string {
  return capacityWarning(max, remaining).en;
}

/** The same warning as a catalogue message: each count worded and pluralised in the reader's language. */
function capacityRef({ max, remaining }: Capacity) {
  const people = eachLanguage((l) =>
    plural(max, l, l === 'en' ? { one: '{n} person', other: '{n} people' } : { one: '{n} persona', other: '{n} personas' }),
  );
  const left = eachLanguage((l) =>
    plural(
      remaining,
      l,
      l === 'en' ? { one: '{n} spot remains', other: '{n} spots remain' } : { one: 'queda {n} lugar', other: 'quedan {n} lugares' },
    ),
  );
  return msg('booking.capacity', { people, left });
}

/**
 * Capacity and buffer: `undefined` when `people` fit; else the error. A conflict that exists
 * only once the buffer is counted is reported as the buffer, not as the slot being full.
 */
export function capacityProblem(amenity: AmenityRules, held: readonly Held[], booking: Interval, people: number): FieldError | undefined {
  const raw = capacityOf(amenity, held, booking);
  if (people > raw.remaining) return fieldError('expectedPeople', capacityRef(raw));
  const buffer = num(amenity.bufferMinutes) ?? 0;
  if (buffer > 0 && people > capacityOf(amenity, held, booking, buffer).remaining)
    return fieldError('startAt', msg('booking.buffer', { count: buffer }));
  return undefined;
}

/** The booking-limit period (spec: how often) containing `at`: [start, end). */
export function periodOf(howOften: string | null | undefined, at: Date): Interval {
  if (howOften === 'monthly') {
    const start = startOfMonth(at, { in: utc });
    return { startAt: start, endAt: addMonths(start, 1) };
  }
  if (howOften === 'weekly') {
    const monday = startOfWeek(at, { in: utc, weekStartsOn: 1 });
    return { startAt: monday, endAt: addWeeks(monday, 1) };
  }
  const start = startOfDay(at, { in: utc });
  return { startAt: start, endAt: addDays(start, 1) };
}

const PERIOD_WORD: Record<string, LocalizedText> = {
  daily: { en: 'day', es: 'día' },
  weekly: { en: 'week', es: 'semana' },
  monthly: { en: 'month', es: 'mes' },
};

/**
 * The per-unit booking limit: `unitBookings` are the unit's holding reservations of this
 * amenity; `days` the new booking's days (a multi-day booking counts every day, so it cannot
 * slip past the limit). Days of one multi-day booking count once per period.
 */
export function limitProblem(amenity: AmenityRules, unitBookings: readonly Held[], days: readonly Interval[]): FieldError | undefined {
  const limit = num(amenity.bookingLimit);
  if (!limit || !amenity.howOften) return undefined;
  for (const day of days) {
    const period = periodOf(amenity.howOften, day.startAt);
    const inPeriod = (i: Interval) => i.startAt >= period.startAt && i.startAt < period.endAt;
    const existing = new Set(unitBookings.filter(inPeriod).map((h, i) => h.bookingId ?? h.id ?? `row${i}`)).size;
    if (existing + 1 > limit)
      return fieldError(
        'startAt',
        msg('booking.limit', { count: limit, period: PERIOD_WORD[amenity.howOften] ?? { en: 'period', es: 'periodo' } }),
      );
  }
  return undefined;
}

/**
 * The days of a booking: one interval per calendar day from the start's day to the end's day,
 * each from the start's time of day to the end's (spec: a multi-day reservation creates one
 * event per day). A single-day booking is its own one day.
 */
export function bookingDays(startAt: Date, endAt: Date, multiDay: boolean): { days: Interval[]; problem?: FieldError } {
  const first = dayStart(startAt);
  const last = dayStart(new Date(endAt.getTime() - 1));
  if (!multiDay || last === first) {
    if (last !== first && endAt > startAt) return { days: [], problem: fieldError('multiDay', msg('booking.mustBeMultiDay')) };
    return { days: [{ startAt, endAt }] };
  }
  if (last < first) return { days: [], problem: fieldError('endAt', msg('booking.endAfterStart')) };
  const count = differenceInCalendarDays(last, first, { in: utc }) + 1;
  if (count > MAX_BOOKING_DAYS) return { days: [], problem: fieldError('endAt', msg('booking.maxDays', { count: MAX_BOOKING_DAYS })) };
  const from = startAt.getTime() - first;
  // An end at midnight ends its day at the next midnight.
  const to = endAt.getTime() - dayStart(endAt) || milliseconds({ days: 1 });
  if (to <= from) return { days: [], problem: fieldError('endAt', msg('booking.dayEndAfterStart')) };
  return {
    days: Array.from({ length: count }, (_, i) => {
      const day = addDays(first, i, { in: utc }).getTime();
      return { startAt: new Date(day + from), endAt: new Date(day + to) };
    }),
  };
}

/** Bookable slots of one day (availability): consecutive `slotMinutes` within the hours of operation. */
export function slotsOfDay(amenity: AmenityRules, day: Date): Interval[] {
  const { open, close } = openingWindow(amenity);
  const length = Math.max(15, num(amenity.slotMinutes) ?? 60);
  const base = dayStart(day);
  const out: Interval[] = [];
  for (let m = open; m + length <= close; m += length)
    out.push({ startAt: new Date(base + m * MINUTE), endAt: new Date(base + (m + length) * MINUTE) });
  return out;
}

/** Whether a unit's no-shows pause its bookings: `strikes` within the window before `now`. */
export function strikeProblem(noShowStarts: readonly Date[], now: Date): FieldError | undefined {
  const since = subDays(now, NO_SHOW_WINDOW_DAYS).getTime();
  const strikes = noShowStarts.filter((d) => d.getTime() >= since && d.getTime() <= now.getTime()).length;
  if (strikes < NO_SHOW_STRIKES) return undefined;
  return fieldError('unitId', msg('booking.paused', { count: strikes, days: NO_SHOW_WINDOW_DAYS }));
}

/** The quota across amenities: distinct upcoming bookings of the unit. */
export function quotaProblem(upcomingBookings: number): FieldError | undefined {
  if (upcomingBookings < UNIT_UPCOMING_QUOTA) return undefined;
  return fieldError('unitId', msg('booking.quota', { count: UNIT_UPCOMING_QUOTA }));
}
