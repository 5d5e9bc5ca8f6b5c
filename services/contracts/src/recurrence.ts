import { RRule, type Frequency } from 'rrule';

/** The recurrence fields of a scheduled maintenance record (shared by the service's order generator and the calendar screen). */
export interface Recurrence {
  startDate: string;
  neverEnds?: boolean | null;
  endDate?: string | null;
  repeatEvery: number;
  repeatUnit: 'day' | 'week' | 'month' | 'year' | string;
}

const FREQUENCY: Record<string, Frequency> = { day: RRule.DAILY, week: RRule.WEEKLY, month: RRule.MONTHLY, year: RRule.YEARLY };

const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The rrule of a schedule (dates are whole days, computed in UTC so no time zone shifts a day). */
export function ruleOf(r: Recurrence): RRule {
  const freq = FREQUENCY[r.repeatUnit];
  if (freq === undefined) throw new Error(`Unknown repeat unit ${r.repeatUnit}`);
  return new RRule({
    freq,
    interval: Math.max(1, Math.trunc(r.repeatEvery)),
    dtstart: utc(r.startDate),
    ...(!r.neverEnds && r.endDate ? { until: utc(r.endDate) } : {}),
  });
}

/** Occurrence dates (YYYY-MM-DD) from `from` to `to`, both inclusive, at most `limit`. */
export function occurrencesBetween(r: Recurrence, from: string, to: string, limit = 1000): string[] {
  if (to < from) return [];
  const out: string[] = [];
  ruleOf(r).between(utc(from), utc(to), true, (date) => {
    out.push(isoDate(date));
    return out.length < limit;
  });
  return out;
}

/** The first occurrence on or after `from`, or null when the schedule has ended. */
export function nextOccurrence(r: Recurrence, from: string): string | null {
  const next = ruleOf(r).after(utc(from), true);
  return next ? isoDate(next) : null;
}
