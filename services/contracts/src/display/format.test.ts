import {
  formatBytes,
  formatClock,
  formatCompactMoney,
  formatCount,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatInteger,
  formatList,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatTime,
  moneyInputFormat,
  plural,
} from './format';

// Intl may space with a no-break space; the tests read the words, not the kind of space.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('dates and times', () => {
  it("writes English dates as the spec's MMM DD YYYY and Spanish dates as Spanish does", () => {
    expect(formatDate('2025-01-05', 'en')).toBe('Jan 05 2025');
    expect(formatDate(new Date(2024, 11, 31), 'en')).toBe('Dec 31 2024');
    expect(formatDate('2025-01-05', 'es')).toBe('05 ene 2025');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'es')).toBe('');
  });

  it('writes English times on a 12-hour clock and Spanish times on a 24-hour one', () => {
    expect(plain(formatTime(new Date(2025, 0, 5, 0, 7), 'en'))).toBe('12:07 AM');
    expect(plain(formatTime(new Date(2025, 0, 5, 12, 0), 'en'))).toBe('12:00 PM');
    expect(plain(formatTime(new Date(2025, 0, 5, 21, 30), 'en'))).toBe('9:30 PM');
    expect(formatTime(new Date(2025, 0, 5, 0, 7), 'es')).toBe('00:07');
    expect(formatTime(new Date(2025, 0, 5, 21, 30), 'es')).toBe('21:30');
    expect(plain(formatDateTime(new Date(2025, 0, 5, 9, 5), 'en'))).toBe('Jan 05 2025 9:05 AM');
    expect(formatDateTime(new Date(2025, 0, 5, 9, 5), 'es')).toBe('05 ene 2025 09:05');
    expect([plain(formatClock(15, 30, 'en')), formatClock(15, 30, 'es')]).toEqual(['3:30 PM', '15:30']);
  });

  it('reads the wall clock in the zone asked for, and never shifts a calendar day', () => {
    const instant = '2025-03-09T23:30:00.000Z';
    expect(plain(formatDateTime(instant, 'en', { timeZone: 'UTC' }))).toBe('Mar 09 2025 11:30 PM');
    expect(formatDateTime(instant, 'es', { timeZone: 'Asia/Tokyo' })).toBe('10 mar 2025 08:30');
    expect(formatDate('2025-03-09', 'en', { timeZone: 'Pacific/Honolulu' })).toBe('Mar 09 2025');
  });

  it('says how long ago or how soon, in words of the language', () => {
    const now = new Date('2025-01-05T12:00:00Z');
    expect(formatRelativeTime(new Date('2025-01-05T11:55:00Z'), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date('2025-01-05T11:55:00Z'), 'es', now)).toBe('hace 5 minutos');
    expect(formatRelativeTime(new Date('2025-01-04T12:00:00Z'), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(new Date('2025-01-04T12:00:00Z'), 'es', now)).toBe('ayer');
    expect(formatRelativeTime(new Date('2025-01-07T12:00:00Z'), 'es', now)).toBe('pasado mañana');
    expect(formatRelativeTime(new Date('2025-01-19T12:00:00Z'), 'en', now)).toBe('in 2 weeks');
  });
});

describe('numbers and money', () => {
  it('shortens numbers above 999 to one decimal: k in English, mil in Spanish', () => {
    expect(formatNumber(999, 'en')).toBe('999');
    expect(formatNumber(1000, 'en')).toBe('1.0k');
    expect(formatNumber(1234, 'en')).toBe('1.2k');
    expect(formatNumber(1_500_000, 'en')).toBe('1.5M');
    expect(formatNumber(0, 'en')).toBe('0');
    expect(plain(formatNumber(1234, 'es'))).toBe('1,2 mil');
    expect(formatNumber(Number.NaN, 'es')).toBe('');
  });

  it('groups whole numbers as each language does', () => {
    expect(formatInteger(12345, 'en')).toBe('12,345');
    expect(formatInteger(12345, 'es')).toBe('12.345');
    // Spanish groups only from five digits.
    expect(formatInteger(1234, 'es')).toBe('1234');
  });

  it('shows a capped list total in the short form with a plus, an exact one grouped', () => {
    expect(formatCount(10000, false, 'en')).toBe('10k+');
    expect(formatCount(1234, false, 'en')).toBe('1.2k+');
    expect(plain(formatCount(10000, false, 'es'))).toBe('10 mil+');
    expect(formatCount(10000, true, 'en')).toBe('10,000');
    expect(formatCount(42, true, 'es')).toBe('42');
  });

  it('shows money from integer minor units, in its currency and the reader’s language', () => {
    expect(formatMoney(123450, 'en')).toBe('$1,234.50');
    expect(formatMoney(-7, 'en')).toBe('-$0.07');
    expect(formatMoney(1500, 'en', 'JPY')).toBe('¥1,500');
    expect(plain(formatMoney(1234567, 'es'))).toBe('12.345,67 US$');
    expect(formatMoney(null, 'en')).toBe('');
    expect(formatCurrency(1234.5, 'en')).toBe('$1,234.50');
    expect(formatCompactMoney(12_000, 'en')).toBe('$12K');
  });

  it('shows a percentage and the money input’s symbol and separators', () => {
    expect(formatPercent(2.9, 'en')).toBe('2.9%');
    expect(plain(formatPercent(2.9, 'es'))).toBe('2,9 %');
    expect(moneyInputFormat('en')).toEqual({ prefix: '$', thousandSeparator: ',', decimalSeparator: '.' });
    expect(moneyInputFormat('es')).toEqual({ suffix: ' US$', thousandSeparator: '.', decimalSeparator: ',' });
  });
});

it('writes file sizes in units of 1024', () => {
  expect([formatBytes(512, 'en'), formatBytes(1536, 'en'), formatBytes(12.3 * 1024 * 1024, 'en')]).toEqual(['512B', '1.5 kB', '12.3 MB']);
  expect(plain(formatBytes(1536, 'es'))).toBe('1,5 kB');
});

describe('words for counts and lists', () => {
  it('picks the plural form by the language’s rules', () => {
    const hours = { en: { one: '{n} hour', other: '{n} hours' }, es: { one: '{n} hora', other: '{n} horas' } };
    expect([1, 2, 0].map((n) => plural(n, 'en', hours.en))).toEqual(['1 hour', '2 hours', '0 hours']);
    expect([1, 2, 1500].map((n) => plural(n, 'es', hours.es))).toEqual(['1 hora', '2 horas', '1500 horas']);
  });

  it('joins a list with the language’s own conjunction', () => {
    expect(formatList(['insurance', 'license', 'W-9'], 'en')).toBe('insurance, license, and W-9');
    expect(formatList(['seguro', 'licencia', 'W-9'], 'es')).toBe('seguro, licencia y W-9');
    expect(formatList(['insurance'], 'en')).toBe('insurance');
    expect(formatList(['pdf', 'png'], 'en', 'disjunction')).toBe('pdf or png');
  });
});
