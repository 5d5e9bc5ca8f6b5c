/**
 * Money is integer minor units (cents for USD) plus a currency: exact in JSON, in the column
 * (bigint) and in sums. People read and type decimals; these convert at the edges (ADR 0023).
 */
export const DEFAULT_CURRENCY = 'USD';

/** Digits after the decimal point in `currency` (USD 2, JPY 0, KWD 3). */
export function minorUnitDigits(currency: string = DEFAULT_CURRENCY): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * `"1,234.5"` or `1234.5` → `123450` for USD, exactly (from the text, not through a float
 * product). Undefined when it is not a number or has more decimals than the currency.
 */
export function toMinorUnits(value: string | number, currency: string = DEFAULT_CURRENCY): number | undefined {
  const text = (typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value).replace(/[\s,$€£]/g, '');
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) return undefined;
  const digits = minorUnitDigits(currency);
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return undefined;
  const minor = Number(`${match[2] || '0'}${fraction.padEnd(digits, '0')}`);
  if (!Number.isSafeInteger(minor)) return undefined;
  return match[1] === '-' && minor !== 0 ? -minor : minor;
}

/** `123450` → `1234.5` (USD): the decimal a form shows for minor units. */
export function fromMinorUnits(minor: number, currency: string = DEFAULT_CURRENCY): number {
  return minor / 10 ** minorUnitDigits(currency);
}
