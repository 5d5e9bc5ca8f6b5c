import { localDay, localTime, wallClock, zonedInstant } from './weekly-hours';

describe("a zone's wall clock", () => {
  it('reads the day and the time of an instant where the property is', () => {
    const instant = '2026-11-27T16:05:00Z';
    expect(localTime(instant, 'Asia/Tokyo')).toBe('01:05');
    expect(localDay(instant, 'Asia/Tokyo')).toBe('2026-11-28');
    expect(localTime(instant, 'America/New_York')).toBe('11:05');
    expect(localDay(instant, 'America/New_York')).toBe('2026-11-27');
    expect(wallClock(new Date(instant), 'Asia/Tokyo')).toEqual({ day: '2026-11-28', minutes: 65 });
  });

  it('follows daylight saving time, both ways', () => {
    // New York springs forward on 8 March 2026 and falls back on 1 November 2026.
    expect(localTime('2026-03-08T06:59:00Z', 'America/New_York')).toBe('01:59');
    expect(localTime('2026-03-08T07:00:00Z', 'America/New_York')).toBe('03:00');
    expect(localTime('2026-11-01T05:30:00Z', 'America/New_York')).toBe('01:30');
    expect(localTime('2026-11-01T06:30:00Z', 'America/New_York')).toBe('01:30');
    expect(zonedInstant('2026-03-09', 9 * 60, 'America/New_York').toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('pads early years and single digits', () => {
    expect(localDay(Date.UTC(987, 0, 2, 12), 'UTC')).toBe('0987-01-02');
    expect(localTime(Date.UTC(2026, 0, 2, 3, 4), 'UTC')).toBe('03:04');
  });

  it('refuses an instant that is not one', () => {
    expect(() => localTime('not a date', 'UTC')).toThrow(RangeError);
    expect(() => wallClock(Number.NaN, 'UTC')).toThrow('Invalid time value');
  });
});
