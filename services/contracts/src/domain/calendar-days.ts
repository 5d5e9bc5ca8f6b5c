import { utc } from '@date-fns/utc';
import { addDays as addDaysTo, differenceInCalendarDays } from 'date-fns';

/**
 * Whole calendar days as ISO `YYYY-MM-DD`, computed in UTC so no time zone shifts a day: due
 * dates, occurrences, expiries. One implementation for the services and the console, on
 * date-fns in its UTC context (`{ in: utc }`, which callers pass to date-fns the same way).
 */
export { utc };

export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function todayIso(now: Date = new Date()): string {
  return isoDay(now);
}

export function addDays(day: string, days: number): string {
  return isoDay(addDaysTo(`${day}T00:00:00Z`, days, { in: utc }));
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(`${to}T00:00:00Z`, `${from}T00:00:00Z`, { in: utc });
}
