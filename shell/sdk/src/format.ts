import { DEFAULT_CURRENCY, fromMinorUnits } from '@portico/contracts';
import { currentLanguage, type Language } from './i18n';

/**
 * Display formats from the spec (part 9): dates `MMM DD YYYY`, 12-hour AM/PM time, numbers
 * above 999 with one decimal and a `k`, currency USD.
 */

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // A bare `YYYY-MM-DD` is a calendar day, not midnight UTC: read it as local time.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

function monthShort(date: Date, language: Language): string {
  const month = new Intl.DateTimeFormat(LOCALES[language], { month: 'short' }).format(date).replace(/\.$/, '');
  return month.charAt(0).toUpperCase() + month.slice(1, 3);
}

/** `Jan 05 2025` (`Ene 05 2025` in Spanish). Empty string for no date. */
export function formatDate(value: Date | string | number | null | undefined, language: Language = currentLanguage()): string {
  const date = toDate(value);
  if (!date) return '';
  const day = String(date.getDate()).padStart(2, '0');
  return `${monthShort(date, language)} ${day} ${date.getFullYear()}`;
}

/** `9:05 AM`. */
export function formatTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `Jan 05 2025 9:05 AM`. */
export function formatDateTime(value: Date | string | number | null | undefined, language: Language = currentLanguage()): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date, language)} ${formatTime(date)}`;
}

/** Numbers above 999 as `1.2k`; smaller numbers as they are. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return value > 999 ? `${(value / 1000).toFixed(1)}k` : String(value);
}

/**
 * A list total: as is when exact; when the count stopped at its cap (ADR 0023), the cap in
 * the spec's short form with a plus, `10k+`.
 */
export function formatCount(total: number, exact = true): string {
  if (exact) return String(total);
  return `${formatNumber(total).replace(/\.0k$/, 'k')}+`;
}

/** Amounts in USD (or `currency`), e.g. `$1,234.50`. */
export function formatCurrency(value: number | null | undefined, language: Language = currentLanguage(), currency = CURRENCY): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(value);
}

/** A money field's value: integer minor units (cents) of `currency`, e.g. 123450 → `$1,234.50`. */
export function formatMoney(minor: number | null | undefined, language: Language = currentLanguage(), currency = CURRENCY): string {
  if (minor === null || minor === undefined || Number.isNaN(minor)) return '';
  return formatCurrency(fromMinorUnits(minor, currency), language, currency);
}

export const CURRENCY = DEFAULT_CURRENCY;
