import { nextOccurrence, occurrencesBetween } from './recurrence';

describe('scheduled maintenance occurrences', () => {
  it('repeats every N weeks from the start date, both ends inclusive', () => {
    const r = { startDate: '2026-01-05', neverEnds: true, repeatEvery: 2, repeatUnit: 'week' };
    expect(occurrencesBetween(r, '2026-01-01', '2026-02-02')).toEqual(['2026-01-05', '2026-01-19', '2026-02-02']);
  });

  it('stops at the end date unless the schedule never ends', () => {
    const ending = { startDate: '2026-01-31', neverEnds: false, endDate: '2026-04-30', repeatEvery: 1, repeatUnit: 'month' };
    // RFC 5545: months without a 31st are skipped, not clamped.
    expect(occurrencesBetween(ending, '2026-01-01', '2026-12-31')).toEqual(['2026-01-31', '2026-03-31']);
    expect(nextOccurrence(ending, '2026-04-01')).toBeNull();
    expect(nextOccurrence({ ...ending, neverEnds: true }, '2026-04-01')).toBe('2026-05-31');
  });

  it('handles days and years', () => {
    expect(occurrencesBetween({ startDate: '2026-03-01', repeatEvery: 3, repeatUnit: 'day' }, '2026-03-01', '2026-03-10')).toEqual([
      '2026-03-01',
      '2026-03-04',
      '2026-03-07',
      '2026-03-10',
    ]);
    expect(
      occurrencesBetween({ startDate: '2024-02-29', repeatEvery: 1, repeatUnit: 'year', neverEnds: true }, '2024-01-01', '2029-01-01'),
    ).toEqual(['2024-02-29', '2028-02-29']);
  });

  it('returns nothing for an empty or inverted range', () => {
    expect(occurrencesBetween({ startDate: '2026-01-01', repeatEvery: 1, repeatUnit: 'day' }, '2026-02-01', '2026-01-01')).toEqual([]);
  });
});
