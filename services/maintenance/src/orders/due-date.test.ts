import { completedOnTime, dueDateFor } from './due-date';

describe('order due dates', () => {
  it('come from the category by urgency, else the defaults', () => {
    expect(dueDateFor({ dueDaysHigh: 2 }, 'high', '2026-11-26')).toBe('2026-11-28');
    expect(dueDateFor({ dueDaysHigh: 2 }, 'low', '2026-11-26')).toBe('2026-12-10');
    expect(dueDateFor(undefined, 'emergency', '2026-12-31')).toBe('2027-01-01');
  });

  it('count completion on the due day as on time', () => {
    expect(completedOnTime('2026-11-28', new Date('2026-11-28T23:00:00Z'))).toBe(true);
    expect(completedOnTime('2026-11-28', new Date('2026-11-29T00:30:00Z'))).toBe(false);
    expect(completedOnTime(null, new Date())).toBeNull();
  });
});
