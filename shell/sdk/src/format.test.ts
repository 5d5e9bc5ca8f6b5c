import { formatCount, formatCurrency, formatDate, formatDateTime, formatMoney, formatNumber, formatTime } from './format';

describe('spec formats', () => {
  it('writes dates as MMM DD YYYY', () => {
    expect(formatDate('2025-01-05', 'en')).toBe('Jan 05 2025');
    expect(formatDate(new Date(2024, 11, 31), 'en')).toBe('Dec 31 2024');
    expect(formatDate('2025-01-05', 'es')).toBe('Ene 05 2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes times on a 12-hour clock', () => {
    expect(formatTime(new Date(2025, 0, 5, 0, 7))).toBe('12:07 AM');
    expect(formatTime(new Date(2025, 0, 5, 12, 0))).toBe('12:00 PM');
    expect(formatTime(new Date(2025, 0, 5, 21, 30))).toBe('9:30 PM');
    expect(formatDateTime(new Date(2025, 0, 5, 9, 5), 'en')).toBe('Jan 05 2025 9:05 AM');
  });

  it('shortens numbers above 999 to one decimal and k', () => {
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.0k');
    expect(formatNumber(1234)).toBe('1.2k');
    expect(formatNumber(0)).toBe('0');
  });

  it('shows amounts in USD', () => {
    expect(formatCurrency(1234.5, 'en')).toBe('$1,234.50');
  });

  it('shows a capped list total in the short form with a plus', () => {
    expect(formatCount(10000, false)).toBe('10k+');
    expect(formatCount(1234, false)).toBe('1.2k+');
    expect(formatCount(10000)).toBe('10000');
    expect(formatCount(42, true)).toBe('42');
  });

  it('shows money from integer minor units, in its currency', () => {
    expect(formatMoney(123450, 'en')).toBe('$1,234.50');
    expect(formatMoney(-7, 'en')).toBe('-$0.07');
    expect(formatMoney(1500, 'en', 'JPY')).toBe('¥1,500');
    expect(formatMoney(null)).toBe('');
  });
});
