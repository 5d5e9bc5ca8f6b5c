import { addDays, type ReportBucket } from '@portico/contracts';

/** The first day of the period (UTC) a day falls in: itself, its week's Monday, or its month's 1st. */
export function periodStart(day: string, bucket: ReportBucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

function nextPeriod(start: string, bucket: ReportBucket): string {
  if (bucket === 'day') return addDays(start, 1);
  if (bucket === 'week') return addDays(start, 7);
  const [y, m] = start.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * The periods a range covers, each with the last day of it inside the range (the first and
 * last periods may be cut by the range's ends).
 */
export function periodsOf(from: string, to: string, bucket: ReportBucket): { start: string; lastDay: string }[] {
  const out: { start: string; lastDay: string }[] = [];
  for (let start = periodStart(from, bucket); start <= to; start = nextPeriod(start, bucket)) {
    const end = addDays(nextPeriod(start, bucket), -1);
    out.push({ start, lastDay: end < to ? end : to });
  }
  return out;
}
