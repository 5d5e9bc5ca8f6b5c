import {
  bookingDays,
  capacityOf,
  capacityProblem,
  limitProblem,
  peakPeople,
  periodOf,
  quotaProblem,
  slotsOfDay,
  strikeProblem,
  timingProblems,
  UNIT_UPCOMING_QUOTA,
  type AmenityRules,
  type Held,
} from './booking-rules';
import { WEEKLY_HOURS_FIELDS, renderMessage } from '@portico/contracts';

const t = (s: string) => new Date(`${s}:00.000Z`);
const slot = (from: string, to: string) => ({ startAt: t(from), endAt: t(to) });
const held = (from: string, to: string, people: number, extra: Partial<Held> = {}): Held => ({ ...slot(from, to), people, ...extra });
const NOW = t('2026-12-01T09:00');
/** The same hours every weekday. */
const everyDay = (hours: string) => Object.fromEntries(WEEKLY_HOURS_FIELDS.map((f) => [f, hours]));
const room: AmenityRules = {
  timeZone: 'UTC',
  ...everyDay('08:00-22:00'),
  minHours: 1,
  maxHours: 4,
  bufferMinutes: 30,
  maxPeople: 10,
  minNoticeHours: 24,
  maxAdvanceDays: 60,
};
const messages = (rules: AmenityRules, from: string, to: string) => timingProblems(rules, slot(from, to), NOW).map((e) => e.message);

describe('timing rules', () => {
  it.each([
    ['a booking inside every rule', room, '2026-12-03T10:00', '2026-12-03T12:00', []],
    ['minimum notice', room, '2026-12-01T20:00', '2026-12-01T21:00', ['Book at least 24 hours in advance']],
    ['in the past', room, '2026-11-30T10:00', '2026-11-30T11:00', ['The start cannot be in the past', 'Book at least 24 hours in advance']],
    ['beyond the booking window', room, '2027-03-01T10:00', '2027-03-01T11:00', ['Bookings open at most 60 days ahead']],
    ['before opening', room, '2026-12-03T07:00', '2026-12-03T09:00', ['Outside the hours of operation: Thursday 08:00–22:00 (UTC time)']],
    ['after closing', room, '2026-12-03T21:00', '2026-12-03T23:00', ['Outside the hours of operation: Thursday 08:00–22:00 (UTC time)']],
    ['ending exactly at closing', room, '2026-12-03T20:00', '2026-12-03T22:00', []],
    ['shorter than min hours', room, '2026-12-03T10:00', '2026-12-03T10:30', ['Book at least 1 hour']],
    ['longer than max time', room, '2026-12-03T10:00', '2026-12-03T15:00', ['Book at most 4 hours at a time']],
    ['end before start', room, '2026-12-03T12:00', '2026-12-03T10:00', ['The end must be after the start']],
    [
      'a closed amenity',
      { ...room, operatingStatus: 'closed' },
      '2026-12-03T10:00',
      '2026-12-03T11:00',
      ['This amenity is closed for booking'],
    ],
    ['midnight close means end of day', { timeZone: 'UTC', ...everyDay('00:00-24:00') }, '2026-12-03T22:00', '2026-12-04T00:00', []],
    [
      'a weekday it is closed (2026-12-05 is a Saturday)',
      { ...room, saturdayHours: null },
      '2026-12-05T10:00',
      '2026-12-05T11:00',
      ['The amenity is closed on Saturday (UTC time)'],
    ],
    [
      "another weekday's hours",
      { ...room, saturdayHours: '10:00-14:00' },
      '2026-12-05T09:00',
      '2026-12-05T11:00',
      ['Outside the hours of operation: Saturday 10:00–14:00 (UTC time)'],
    ],
  ])('%s', (_name, rules, from, to, expected) => {
    expect(messages(rules, from, to)).toEqual(expected);
  });
});

describe('hours on the property clock (issue 18)', () => {
  const tokyo: AmenityRules = { ...room, timeZone: 'Asia/Tokyo', minNoticeHours: 0, saturdayHours: null };
  it('07:00 in Tokyo is 22:00 UTC the day before: inside Friday 06:00–22:00 there, not Thursday 22:00 here', () => {
    expect(messages({ ...tokyo, ...everyDay('06:00-22:00'), saturdayHours: null }, '2026-12-03T22:00', '2026-12-03T23:00')).toEqual([]);
  });
  it('the weekday is the local one: Friday 23:00 UTC is Saturday 08:00 in Tokyo, closed', () => {
    expect(messages(tokyo, '2026-12-04T23:00', '2026-12-05T00:00')).toEqual(['The amenity is closed on Saturday (Asia/Tokyo time)']);
  });
  it('the refusal names the local hours, in Spanish too', () => {
    const [problem] = timingProblems(tokyo, slot('2026-12-03T13:00', '2026-12-03T14:00'), NOW);
    expect(problem?.message).toBe('Outside the hours of operation: Thursday 08:00–22:00 (Asia/Tokyo time)');
    expect(renderMessage({ key: problem!.key!, params: problem!.params }, 'es')).toBe(
      'Fuera del horario de funcionamiento: jueves de 08:00 a 22:00 (hora de Asia/Tokyo)',
    );
  });
  it('a New York morning slot keeps 07:00 local across the DST change', () => {
    const ny: AmenityRules = { timeZone: 'America/New_York', ...everyDay('07:00-09:00'), slotMinutes: 60 };
    // EDT (UTC-4) in October, EST (UTC-5) in November.
    expect(slotsOfDay(ny, '2026-10-30').map((s) => s.startAt.toISOString())).toEqual([
      '2026-10-30T11:00:00.000Z',
      '2026-10-30T12:00:00.000Z',
    ]);
    expect(slotsOfDay(ny, '2026-11-02').map((s) => s.startAt.toISOString())).toEqual([
      '2026-11-02T12:00:00.000Z',
      '2026-11-02T13:00:00.000Z',
    ]);
  });
  it('multi-day bookings split on local midnights', () => {
    const { days } = bookingDays(t('2026-12-03T23:00'), t('2026-12-05T01:00'), true, 'Asia/Tokyo');
    // 08:00–10:00 Tokyo on Dec 4 and Dec 5.
    expect(days.map((d) => [d.startAt.toISOString(), d.endAt.toISOString()])).toEqual([
      ['2026-12-03T23:00:00.000Z', '2026-12-04T01:00:00.000Z'],
      ['2026-12-04T23:00:00.000Z', '2026-12-05T01:00:00.000Z'],
    ]);
  });
});

describe('capacity and buffer', () => {
  const existing = [held('2026-12-03T10:00', '2026-12-03T12:00', 4), held('2026-12-03T11:00', '2026-12-03T13:00', 3)];
  it.each([
    ['overlapping both holders', '2026-12-03T11:00', '2026-12-03T12:00', 7],
    ['overlapping one holder', '2026-12-03T10:00', '2026-12-03T11:00', 4],
    ['back to back is no overlap', '2026-12-03T13:00', '2026-12-03T14:00', 0],
    ['a free morning', '2026-12-03T08:00', '2026-12-03T09:00', 0],
  ])('peak people %s', (_name, from, to, peak) => {
    expect(peakPeople(existing, slot(from, to))).toBe(peak);
  });

  it('states the maximum and the remaining spots of the chosen slot (spec capacity warning)', () => {
    expect(capacityOf(room, existing, slot('2026-12-03T11:00', '2026-12-03T12:00'))).toEqual({ max: 10, remaining: 3 });
    const full = capacityProblem(room, existing, slot('2026-12-03T11:00', '2026-12-03T12:00'), 4);
    expect(full).toMatchObject({ path: 'expectedPeople', message: 'This time slot allows at most 10 people; 3 spots remain.' });
    // The same warning in Spanish, each count agreeing with its noun (ADR 0077).
    expect(renderMessage({ key: full!.key!, params: full!.params }, 'es')).toBe(
      'Este horario admite como máximo 10 personas; quedan 3 lugares.',
    );
    expect(capacityProblem(room, existing, slot('2026-12-03T11:00', '2026-12-03T12:00'), 3)).toBeUndefined();
  });

  it.each([
    [
      'right after a holder, inside the buffer',
      '2026-12-03T13:00',
      '2026-12-03T14:00',
      8,
      'Leave 30 minutes between bookings of this amenity',
    ],
    ['after the buffer', '2026-12-03T13:30', '2026-12-03T14:30', 10, undefined],
    ['inside the buffer but with room for both', '2026-12-03T13:00', '2026-12-03T14:00', 3, undefined],
  ])('buffer: %s', (_name, from, to, people, message) => {
    expect(capacityProblem(room, existing, slot(from, to), people)?.message).toBe(message);
  });
});

describe('booking limit per unit', () => {
  const daily = { ...room, howOften: 'daily', bookingLimit: 1 };
  const weekly = { ...room, howOften: 'weekly', bookingLimit: 2 };
  const monthly = { ...room, howOften: 'monthly', bookingLimit: 1 };
  const mine = [held('2026-12-03T10:00', '2026-12-03T11:00', 1, { id: 'a' })];
  it.each([
    ['daily, same day', daily, mine, [slot('2026-12-03T15:00', '2026-12-03T16:00')], 'per day'],
    ['daily, next day', daily, mine, [slot('2026-12-04T15:00', '2026-12-04T16:00')], undefined],
    ['weekly, second of two', weekly, mine, [slot('2026-12-06T15:00', '2026-12-06T16:00')], undefined],
    [
      'weekly, third of two',
      weekly,
      [...mine, held('2026-12-04T10:00', '2026-12-04T11:00', 1, { id: 'b' })],
      [slot('2026-12-06T15:00', '2026-12-06T16:00')],
      'per week',
    ],
    [
      'weekly, the next week (Monday)',
      weekly,
      [...mine, held('2026-12-04T10:00', '2026-12-04T11:00', 1, { id: 'b' })],
      [slot('2026-12-07T15:00', '2026-12-07T16:00')],
      undefined,
    ],
    ['monthly, same month', monthly, mine, [slot('2026-12-28T15:00', '2026-12-28T16:00')], 'per month'],
    ['monthly, next month', monthly, mine, [slot('2027-01-02T15:00', '2027-01-02T16:00')], undefined],
    [
      'days of one multi-day booking count once',
      { ...room, howOften: 'weekly', bookingLimit: 2 },
      [
        held('2026-12-01T10:00', '2026-12-01T11:00', 1, { id: 'x', bookingId: 'x' }),
        held('2026-12-02T10:00', '2026-12-02T11:00', 1, { id: 'y', bookingId: 'x' }),
      ],
      [slot('2026-12-03T15:00', '2026-12-03T16:00')],
      undefined,
    ],
    [
      'a multi-day booking cannot slip past a daily limit in another period',
      daily,
      mine,
      [slot('2026-12-02T10:00', '2026-12-02T11:00'), slot('2026-12-03T10:00', '2026-12-03T11:00')],
      'per day',
    ],
    ['no limit set', room, mine, [slot('2026-12-03T15:00', '2026-12-03T16:00')], undefined],
  ])('%s', (_name, rules, existing, days, expected) => {
    const problem = limitProblem(rules, existing, days);
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem?.message).toContain(expected);
  });

  it('periods: ISO weeks start on Monday, months on the 1st', () => {
    expect(periodOf('weekly', t('2026-12-06T10:00')).startAt.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(periodOf('monthly', t('2026-12-06T10:00')).endAt.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(periodOf('daily', t('2026-12-06T10:00')).startAt.toISOString()).toBe('2026-12-06T00:00:00.000Z');
  });
});

describe('multi-day bookings', () => {
  it('one interval per day, each from the start time to the end time', () => {
    const { days, problem } = bookingDays(t('2026-12-03T10:00'), t('2026-12-05T14:00'), true);
    expect(problem).toBeUndefined();
    expect(days.map((d) => [d.startAt.toISOString(), d.endAt.toISOString()])).toEqual([
      ['2026-12-03T10:00:00.000Z', '2026-12-03T14:00:00.000Z'],
      ['2026-12-04T10:00:00.000Z', '2026-12-04T14:00:00.000Z'],
      ['2026-12-05T10:00:00.000Z', '2026-12-05T14:00:00.000Z'],
    ]);
  });
  it.each([
    [
      'several days without the multi-day flag',
      '2026-12-03T10:00',
      '2026-12-05T14:00',
      false,
      'A reservation over several days must be booked as multi-day',
    ],
    [
      'a day ending before it starts',
      '2026-12-03T14:00',
      '2026-12-05T10:00',
      true,
      'Each day of a multi-day reservation must end after it starts',
    ],
    ['more than 14 days', '2026-12-01T10:00', '2026-12-20T12:00', true, 'Book at most 14 days at once'],
  ])('refuses %s', (_name, from, to, multiDay, message) => {
    expect(bookingDays(t(from), t(to), multiDay).problem?.message).toBe(message);
  });
  it('a single day with the flag is one day', () => {
    expect(bookingDays(t('2026-12-03T10:00'), t('2026-12-03T12:00'), true).days).toHaveLength(1);
  });
});

describe('slots, strikes and the quota', () => {
  it('slots fill the hours of operation', () => {
    const slots = slotsOfDay({ timeZone: 'UTC', ...everyDay('08:00-12:00'), slotMinutes: 90 }, '2026-12-03');
    expect(slots.map((s) => s.startAt.toISOString().slice(11, 16))).toEqual(['08:00', '09:30']);
  });
  it.each([
    ['two strikes', ['2026-11-20T10:00', '2026-11-01T10:00'], undefined],
    [
      'three strikes in 90 days',
      ['2026-11-20T10:00', '2026-11-01T10:00', '2026-10-01T10:00'],
      'Bookings for this unit are paused: 3 no-shows in the last 90 days',
    ],
    ['an old strike has expired', ['2026-11-20T10:00', '2026-11-01T10:00', '2026-08-01T10:00'], undefined],
  ])('no-show strikes: %s', (_name, dates, message) => {
    expect(strikeProblem(dates.map(t), NOW)?.message).toBe(message);
  });
  it('the per-unit quota across amenities', () => {
    expect(quotaProblem(UNIT_UPCOMING_QUOTA - 1)).toBeUndefined();
    expect(quotaProblem(UNIT_UPCOMING_QUOTA)?.path).toBe('unitId');
  });
});
