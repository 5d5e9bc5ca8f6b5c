import { formatCount, formatDate, formatDateTime, formatList, formatMoney, formatNumber, formatTime, plural } from './format';
import { setLanguage } from './i18n';

// The formats themselves are tested in the contracts (display/format.test.ts); here, that the
// console's formatters follow the reader's language when none is given.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const at905 = new Date(2025, 0, 5, 9, 5);

afterAll(() => setLanguage('en'));

it('formats in English while the console is in English', async () => {
  await setLanguage('en');
  expect(formatDate('2025-01-05')).toBe('Jan 05 2025');
  expect(plain(formatTime(at905))).toBe('9:05 AM');
  expect(plain(formatDateTime(at905))).toBe('Jan 05 2025 9:05 AM');
  expect(formatNumber(1234)).toBe('1.2k');
  expect(formatCount(10000, false)).toBe('10k+');
  expect(formatMoney(123450)).toBe('$1,234.50');
  expect(formatList(['a', 'b', 'c'])).toBe('a, b, and c');
  expect(plural(2, { one: '{n} day', other: '{n} days' })).toBe('2 days');
});

it('formats in Spanish once the reader switches to Spanish: 24-hour times, Spanish numbers', async () => {
  await setLanguage('es');
  expect(formatDate('2025-01-05')).toBe('05 ene 2025');
  expect(formatTime(new Date(2025, 0, 5, 21, 30))).toBe('21:30');
  expect(formatDateTime(at905)).toBe('05 ene 2025 09:05');
  expect(plain(formatNumber(1234))).toBe('1,2 mil');
  expect(plain(formatMoney(1234567))).toBe('12.345,67 US$');
  expect(formatList(['a', 'b', 'c'])).toBe('a, b y c');
  expect(plural(1, { one: '{n} día', other: '{n} días' })).toBe('1 día');
  // An explicit language still wins.
  expect(formatDate('2025-01-05', 'en')).toBe('Jan 05 2025');
});
