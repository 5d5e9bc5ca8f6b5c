import { tz } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, startOfDay, startOfMonth, startOfWeek, subDays } from 'date-fns';
import {
  WEEKDAY_LABELS,
  capacityWarning,
  clockText,
  daysBetween,
  eachLanguage,
  fieldError,
  msg,
  plural,
  utc,
  wallClock,
  weekdayOf,
  weeklyWindows,
  zoneOf,
  zonedInstant,
  addDays as addCalendarDays,
  type DayWindow,
  type FieldError,
  type LocalizedText,
  type Weekday,
} from '@portico/contracts';

/**
 * The amenity booking rules (domains.md, Community; ADR 0029), as pure functions of an amenity,
 * the reservations that hold its spots and the requested times, so each rule is tested on its
 * own and the create hook, the availability endpoint and the waitlist promotion share them.
 * Times are UTC instants; hours of operation, days and booking-limit periods are read on the
 * wall clock of the amenity's property (`timeZone`, issue 18).
 */
export interface AmenityRules {
  operatingStatus?: string | null;
  /** `mondayHours`…`sundayHours`: `HH:MM-HH:MM`, blank when closed that day. */
  mondayHours?: string | null;
  tuesdayHours?: string | null;
  wednesdayHours?: string | null;
  thursdayHours?: string | null;
  fridayHours?: string | null;
  saturdayHours?: string | null;
  sundayHours?: string | null;
  /** The property's IANA zone (not an amenity column: the caller adds it from the property). */
  timeZone?: string | null;
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

/** The weekday named in a message: capitalised in English, as Spanish writes it mid-sentence. */
const dayWord = (day: Weekday): LocalizedText => ({ en: WEEKDAY_LABELS[day].en, es: WEEKDAY_LABELS[day].es.toLowerCase() });

/** The hours of the weekday `day` (`YYYY-MM-DD` on the property's calendar); `null` when closed. */
export function windowOn(amenity: AmenityRules, day: string): DayWindow | null {
  return weeklyWindows(amenity as Record<string, unknown>)[weekdayOf(day)];
}

/**
 * Where a booking sits on the property's clock: its day, and its start and end as minutes after
 * that day's midnight (an end at the next local midnight is 1440). `sameDay` is false when it
 * runs past midnight.
 */
export function localSpan(booking: Interval, zone: string): { day: string; from: number; to: number; sameDay: boolean } {
  const start = wallClock(booking.startAt, zone);
  const end = wallClock(booking.endAt, zone);
  const endsAtMidnight = end.minutes === 0 && end.day === addCalendarDays(start.day, 1);
  const to = endsAtMidnight ? 1440 : end.minutes;
  return { day: start.day, from: start.minutes, to, sameDay: end.day === start.day || endsAtMidnight };
}

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
  // Hours of operation are the property's wall clock on the booking's weekday (issue 18).
  const zone = zoneOf(amenity.timeZone);
  const span = localSpan(booking, zone);
  const weekday = weekdayOf(span.day);
  const hours = windowOn(amenity, span.day);
  if (!hours) out.push(fieldError('startAt', msg('booking.closedOnDay', { day: dayWord(weekday), zone })));
  else if (!span.sameDay || span.from < hours.open || span.to > hours.close)
    out.push(
      fieldError(
        'startAt',
        msg('booking.outsideHours', { day: dayWord(weekday), open: clockText(hours.open), close: clockText(hours.close), zone }),
      ),
    );
  const length = (endAt.getTime() - startAt.getTime()) / HOUR;
  const min = num(amenity.minHours);
  const max = num(amenity.maxHours);
  if (min && length < min) out.push(fieldError('endAt', msg('booking.minHours', { count: min })));
  if (max && length > max) out.push(fieldError('endAt', msg('booking.maxHours', { count: max })));
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

/** The booking-limit period (spec: how often) containing `at`, on the property's calendar: [start, end). */
export function periodOf(howOften: string | null | undefined, at: Date, zone = 'UTC'): Interval {
  const local = { in: tz(zone) };
  const plain = (d: Date) => new Date(d.getTime());
  if (howOften === 'monthly') {
    const start = startOfMonth(at, local);
    return { startAt: plain(start), endAt: plain(addMonths(start, 1)) };
  }
  if (howOften === 'weekly') {
    const monday = startOfWeek(at, { ...local, weekStartsOn: 1 });
    return { startAt: plain(monday), endAt: plain(addWeeks(monday, 1)) };
  }
  const start = startOfDay(at, local);
  return { startAt: plain(start), endAt: plain(addDays(start, 1)) };
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
    const period = periodOf(amenity.howOften, day.startAt, zoneOf(amenity.timeZone));
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
 * The days of a booking: one interval per calendar day (the property's calendar, `zone`) from
 * the start's day to the end's day, each from the start's wall-clock time to the end's (spec: a
 * multi-day reservation creates one event per day). A single-day booking is its own one day.
 */
export function bookingDays(startAt: Date, endAt: Date, multiDay: boolean, zone = 'UTC'): { days: Interval[]; problem?: FieldError } {
  const start = wallClock(startAt, zone);
  const end = wallClock(endAt, zone);
  // An end at local midnight ends the day before.
  const last = end.minutes === 0 && end.day > start.day ? addCalendarDays(end.day, -1) : end.day;
  const to = end.minutes === 0 && end.day > start.day ? 1440 : end.minutes;
  if (!multiDay || last === start.day) {
    if (last !== start.day && endAt > startAt) return { days: [], problem: fieldError('multiDay', msg('booking.mustBeMultiDay')) };
    return { days: [{ startAt, endAt }] };
  }
  if (last < start.day) return { days: [], problem: fieldError('endAt', msg('booking.endAfterStart')) };
  const count = daysBetween(start.day, last) + 1;
  if (count > MAX_BOOKING_DAYS) return { days: [], problem: fieldError('endAt', msg('booking.maxDays', { count: MAX_BOOKING_DAYS })) };
  if (to <= start.minutes) return { days: [], problem: fieldError('endAt', msg('booking.dayEndAfterStart')) };
  return {
    days: Array.from({ length: count }, (_, i) => {
      const day = addCalendarDays(start.day, i);
      return { startAt: zonedInstant(day, start.minutes, zone), endAt: zonedInstant(day, to, zone) };
    }),
  };
}

/**
 * Bookable slots of one day (`YYYY-MM-DD` on the property's calendar): consecutive
 * `slotMinutes` within that weekday's hours, as instants. None on a closed day.
 */
export function slotsOfDay(amenity: AmenityRules, day: string): Interval[] {
  const hours = windowOn(amenity, day);
  if (!hours) return [];
  const zone = zoneOf(amenity.timeZone);
  const length = Math.max(15, num(amenity.slotMinutes) ?? 60);
  const out: Interval[] = [];
  for (let m = hours.open; m + length <= hours.close; m += length) {
    const slot = { startAt: zonedInstant(day, m, zone), endAt: zonedInstant(day, m + length, zone) };
    // A wall-clock hour skipped by a DST change has no instants of its own.
    if (slot.endAt > slot.startAt) out.push(slot);
  }
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
