import { DISPLAY_LOCALES, type DisplayLanguage } from '@portico/contracts/kit';
import { type ReportBucket } from '@portico/contracts/people';

/**
 * A period's name on a chart axis, in the reader's language: `Dec 2025` for a month, `Nov 24`
 * for a week (its Monday) or a day. Periods are UTC days, so they are read in UTC.
 */
export function periodLabel(period: string, bucket: ReportBucket, language: DisplayLanguage): string {
  const options: Intl.DateTimeFormatOptions =
    bucket === 'month' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(DISPLAY_LOCALES[language] ?? DISPLAY_LOCALES.en, options).format(new Date(`${period}T00:00:00Z`));
}

/** A share (0–1) as a whole percentage, or a dash when there is nothing to share. */
export function shareText(rate: number | null, language: DisplayLanguage): string {
  if (rate === null) return '—';
  return new Intl.NumberFormat(DISPLAY_LOCALES[language] ?? DISPLAY_LOCALES.en, { style: 'percent', maximumFractionDigits: 0 }).format(
    rate,
  );
}

/** Axis ticks and tooltips of a chart of counts: whole numbers only (a 0.5 tick of people means nothing). */
export function countFormatter(format: (value: number) => string): (value: number) => string {
  return (value) => (Number.isInteger(value) ? format(value) : '');
}
