import * as display from '@portico/contracts';
import { DEFAULT_CURRENCY, type DateInput } from '@portico/contracts';
import { currentLanguage, type Language } from './i18n';

/**
 * The console's display formats: the contracts' `Intl` formatters (ADR 0067) in the reader's
 * current language unless one is given, and the browser's own time zone. Every remote formats
 * through these (the SDK is a shared singleton), so a language switch changes them all.
 */

export const CURRENCY = DEFAULT_CURRENCY;

/** `Jan 05 2025` / `05 ene 2025`. Empty string for no date. */
export const formatDate = (value: DateInput, language: Language = currentLanguage()) => display.formatDate(value, language);

/** `9:05 AM` / `09:05`. */
export const formatTime = (value: DateInput, language: Language = currentLanguage()) => display.formatTime(value, language);

/** A wall-clock time of no particular day: `3:30 PM` / `15:30`. */
export const formatClock = (hour: number, minute: number, language: Language = currentLanguage()) =>
  display.formatClock(hour, minute, language);

/** `Jan 05 2025 9:05 AM` / `05 ene 2025 09:05`. */
export const formatDateTime = (value: DateInput, language: Language = currentLanguage()) => display.formatDateTime(value, language);

/** `5 minutes ago` / `hace 5 minutos`. */
export const formatRelativeTime = (value: DateInput, language: Language = currentLanguage(), now?: Date) =>
  display.formatRelativeTime(value, language, now);

/** Numbers above 999 as `1.2k` / `1,2 mil`; smaller numbers as they are. */
export const formatNumber = (value: number | null | undefined, language: Language = currentLanguage()) =>
  display.formatNumber(value, language);

/** A whole number grouped: `12,345` / `12.345`. */
export const formatInteger = (value: number | null | undefined, language: Language = currentLanguage()) =>
  display.formatInteger(value, language);

/** A list total: grouped when exact; capped (ADR 0023) as `10k+`. */
export const formatCount = (total: number, exact = true, language: Language = currentLanguage()) =>
  display.formatCount(total, exact, language);

/** An amount (a decimal) in USD or `currency`: `$1,234.50` / `1234,50 US$`. */
export const formatCurrency = (value: number | null | undefined, language: Language = currentLanguage(), currency = CURRENCY) =>
  display.formatCurrency(value, language, currency);

/** A money field's value, integer minor units: 123450 → `$1,234.50`. */
export const formatMoney = (minor: number | null | undefined, language: Language = currentLanguage(), currency = CURRENCY) =>
  display.formatMoney(minor, language, currency);

/** Money on a chart axis: `$12K` / `12 mil US$`. */
export const formatCompactMoney = (value: number, language: Language = currentLanguage(), currency = CURRENCY) =>
  display.formatCompactMoney(value, language, currency);

/** `2.9%` / `2,9 %` from a number of percent. */
export const formatPercent = (percent: number, language: Language = currentLanguage(), digits?: number) =>
  display.formatPercent(percent, language, digits);

/** A file size: `1.5 kB` / `1,5 kB`. */
export const formatBytes = (bytes: number, language: Language = currentLanguage()) => display.formatBytes(bytes, language);

/** `a, b, and c` / `a, b y c`. */
export const formatList = (items: readonly string[], language: Language = currentLanguage(), type?: Intl.ListFormatType) =>
  display.formatList(items, language, type);

/** The wording for `count` things by the language's plural rules (`{n}` is the grouped count). */
export const plural = (
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
  language: Language = currentLanguage(),
) => display.plural(count, language, forms);

/** How a money input writes the currency in this language (symbol side, separators). */
export const moneyInputFormat = (language: Language = currentLanguage(), currency = CURRENCY) => display.moneyInputFormat(language, currency);
