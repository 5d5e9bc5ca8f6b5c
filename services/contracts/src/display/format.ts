import { DEFAULT_CURRENCY, fromMinorUnits } from '../entities/money';

/**
 * What people read — dates, times, numbers, money, relative times, plurals, lists — in their
 * language, through the runtime's `Intl` (ADR 0067). One module for the console (the shell
 * SDK wraps it with the reader's current language) and the services (mail, notices, CSV).
 *
 * English keeps the spec's shapes (part 9): `Jan 05 2025`, `9:05 AM`, `1.2k`, `$1,234.50`.
 * Spanish reads as Spanish does: `05 ene 2025`, `09:05` (24-hour), `1,2 mil`, `1234,50 US$`.
 */
export type DisplayLanguage = 'en' | 'es';

/** The locale each language formats with. */
export const DISPLAY_LOCALES: Record<DisplayLanguage, string> = { en: 'en-US', es: 'es-ES' };

/** One value worded in each language (a notice carries both; ADR 0038): `eachLanguage((l) => formatDate(d, l))`. */
export function eachLanguage<T>(make: (language: DisplayLanguage) => T): Record<DisplayLanguage, T> {
  return { en: make('en'), es: make('es') };
}

export type DateInput = Date | string | number | null | undefined;

/** Where the wall clock is read: the browser's own zone by default; services pass `UTC`. */
export interface ZoneOption {
  timeZone?: string;
}

// Building a formatter is far slower than using one: keep one per language and options.
const cache = new Map<string, unknown>();
function cached<T>(kind: string, language: DisplayLanguage, options: object, make: (locale: string) => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let hit = cache.get(key) as T | undefined;
  if (!hit) cache.set(key, (hit = make(DISPLAY_LOCALES[language] ?? DISPLAY_LOCALES.en)));
  return hit;
}
const dateTimeFormat = (language: DisplayLanguage, options: Intl.DateTimeFormatOptions) =>
  cached('dt', language, options, (l) => new Intl.DateTimeFormat(l, options));
const numberFormat = (language: DisplayLanguage, options: Intl.NumberFormatOptions = {}) =>
  cached('n', language, options, (l) => new Intl.NumberFormat(l, options));

/** A date, or null for none / not a date. A bare `YYYY-MM-DD` is a calendar day, read as local midnight. */
export function toDisplayDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day's zone: a bare `YYYY-MM-DD` is already local, so it is never shifted. */
const zoneFor = (value: DateInput, zone: ZoneOption) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? {} : zone.timeZone ? { timeZone: zone.timeZone } : {};

/** `Jan 05 2025` (English, the spec's `MMM DD YYYY`), `05 ene 2025` (Spanish). Empty for no date. */
export function formatDate(value: DateInput, language: DisplayLanguage, zone: ZoneOption = {}): string {
  const date = toDisplayDate(value);
  if (!date) return '';
  const format = dateTimeFormat(language, { day: '2-digit', month: 'short', year: 'numeric', ...zoneFor(value, zone) });
  if (language !== 'en') return format.format(date);
  // en-US writes `Jan 05, 2025`; the spec drops the comma. Its parts, in its order, spaced.
  return format
    .formatToParts(date)
    .filter((p) => p.type !== 'literal')
    .map((p) => p.value)
    .join(' ');
}

/** `9:05 AM` (English, the spec's 12-hour clock), `09:05` (Spanish, 24-hour). */
export function formatTime(value: DateInput, language: DisplayLanguage, zone: ZoneOption = {}): string {
  const date = toDisplayDate(value);
  if (!date) return '';
  const clock: Intl.DateTimeFormatOptions =
    language === 'en' ? { hour: 'numeric', minute: '2-digit', hour12: true } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return dateTimeFormat(language, { ...clock, ...zoneFor(value, zone) }).format(date);
}

/** A wall-clock time of no particular day (a calendar slot, an hour bucket): `3:30 PM`, `15:30`. */
export function formatClock(hour: number, minute: number, language: DisplayLanguage): string {
  return formatTime(new Date(2000, 0, 1, hour, minute), language);
}

/** `Jan 05 2025 9:05 AM`, `05 ene 2025 09:05`. */
export function formatDateTime(value: DateInput, language: DisplayLanguage, zone: ZoneOption = {}): string {
  const date = toDisplayDate(value);
  if (!date) return '';
  return `${formatDate(date, language, zone)} ${formatTime(date, language, zone)}`;
}

/** A whole or decimal number with the language's grouping: `12,345` / `12.345`. */
export function formatInteger(value: number | null | undefined, language: DisplayLanguage): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return numberFormat(language).format(value);
}

/**
 * The spec's short number: above 999 compact with one decimal (`1.2k`, `1,2 mil`, `1.5M`);
 * up to 999 as is. English writes the spec's lower-case `k` where Intl writes `K`.
 */
export function formatNumber(value: number | null | undefined, language: DisplayLanguage): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  if (Math.abs(value) <= 999) return numberFormat(language).format(value);
  const parts = numberFormat(language, { notation: 'compact', minimumFractionDigits: 1, maximumFractionDigits: 1 }).formatToParts(value);
  return parts.map((p) => (language === 'en' && p.type === 'compact' && p.value === 'K' ? 'k' : p.value)).join('');
}

/**
 * A list total: exact as a grouped number; a count that stopped at its cap (ADR 0023) in the
 * short form with a plus, `10k+`.
 */
export function formatCount(total: number, exact: boolean, language: DisplayLanguage): string {
  if (exact) return formatInteger(total, language);
  const short = formatNumber(total, language).replace(/[.,]0(?=\D*$)/, '');
  return `${short}+`;
}

/** An amount (a decimal) in `currency`: `$1,234.50`, `1234,50 US$`. */
export function formatCurrency(value: number | null | undefined, language: DisplayLanguage, currency: string = DEFAULT_CURRENCY): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return numberFormat(language, { style: 'currency', currency }).format(value);
}

/** A money field's value, integer minor units (cents): 123450 → `$1,234.50`. */
export function formatMoney(minor: number | null | undefined, language: DisplayLanguage, currency: string = DEFAULT_CURRENCY): string {
  if (minor === null || minor === undefined || Number.isNaN(minor)) return '';
  return formatCurrency(fromMinorUnits(minor, currency), language, currency);
}

/** Money in the short form of a chart axis: `$12K`, `12 mil US$`. */
export function formatCompactMoney(value: number, language: DisplayLanguage, currency: string = DEFAULT_CURRENCY): string {
  return numberFormat(language, {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value);
}

/** A percentage from its number of percent (`2.9` → `2.9%`, `2,9 %`), up to `digits` decimals. */
export function formatPercent(percent: number, language: DisplayLanguage, digits = 2): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: digits }).format(percent / 100);
}

/**
 * How a money input writes `currency` in this language: the symbol before or after the
 * number and the separators, as `formatCurrency` shows the same amount.
 */
export function moneyInputFormat(
  language: DisplayLanguage,
  currency: string = DEFAULT_CURRENCY,
): { prefix?: string; suffix?: string; thousandSeparator: string; decimalSeparator: string } {
  const parts = numberFormat(language, { style: 'currency', currency }).formatToParts(12345.6);
  const at = parts.findIndex((p) => p.type === 'currency');
  const symbol = parts[at]?.value ?? currency;
  const spaced = (i: number) => (parts[i]?.type === 'literal' ? parts[i]!.value.replace(/\s/g, ' ') : '');
  const before = at === 0;
  return {
    ...(before ? { prefix: `${symbol}${spaced(at + 1)}` } : { suffix: `${spaced(at - 1)}${symbol}` }),
    thousandSeparator: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/** A file size: `512B`, `1.5 kB`, `12.3 MB` (`1,5 kB` in Spanish), in units of 1024. */
export function formatBytes(bytes: number, language: DisplayLanguage): string {
  const [unit, size, display] =
    bytes < 1024
      ? (['byte', 1, 'narrow'] as const)
      : bytes < 1024 * 1024
        ? (['kilobyte', 1024, 'short'] as const)
        : (['megabyte', 1024 * 1024, 'short'] as const);
  return numberFormat(language, { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: 1 }).format(bytes / size);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** `5 minutes ago`, `in 2 days`, `yesterday` / `hace 5 minutos`, `dentro de 2 días`, `ayer`. */
export function formatRelativeTime(value: DateInput, language: DisplayLanguage, now: Date = new Date()): string {
  const date = toDisplayDate(value);
  if (!date) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? RELATIVE_UNITS.at(-1)!;
  const format = cached('rt', language, {}, (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  return format.format(Math.round(seconds / size), unit);
}

/** The wording for `count` things: `forms` by the language's plural category (`one`, `other`, …). */
export function plural(
  count: number,
  language: DisplayLanguage,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  const category = cached('pl', language, {}, (l) => new Intl.PluralRules(l)).select(count);
  return (forms[category] ?? forms.other).replace('{n}', formatInteger(count, language));
}

/** `a, b and c` / `a, b y c`; `or` lists with `type: 'disjunction'`. */
export function formatList(items: readonly string[], language: DisplayLanguage, type: Intl.ListFormatType = 'conjunction'): string {
  return cached('l', language, { type }, (l) => new Intl.ListFormat(l, { style: 'long', type })).format(items);
}
