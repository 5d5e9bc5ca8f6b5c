/**
 * Whole calendar days as ISO `YYYY-MM-DD`, computed in UTC so no time zone shifts a day: due
 * dates, occurrences, expiries. One implementation for the services and the console.
 */
export const DAY_MS = 86_400_000;

export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function todayIso(now: Date = new Date()): string {
  return isoDay(now);
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
