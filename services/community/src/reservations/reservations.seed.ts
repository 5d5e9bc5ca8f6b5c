import {
  SEED_ACCOUNTS,
  SEED_ORGS,
  SEED_PROPERTIES,
  SEED_PROPERTY_ZONES,
  WEEKDAYS,
  addDays,
  amenity,
  communityEvent,
  hoursFieldOf,
  localDay,
  parseDayHours,
  reservation,
  weekdayOf,
  zonedInstant,
  type Weekday,
} from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { amenities, communityEvents, reservations } from './reservations.schema';

const id = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const account = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!.id;
const RESIDENT = account('resident@portico.test');
const MANAGER = account('manager@portico.test');
type Tenant = { parentOrgId: string; propertyId: string };
const VIEW: Tenant = { parentOrgId: SEED_ORGS.harbor, propertyId: SEED_PROPERTIES.harborView };
const LOFTS = { parentOrgId: SEED_ORGS.harbor, propertyId: SEED_PROPERTIES.harborLofts };
const SUMMIT = { parentOrgId: SEED_ORGS.summit, propertyId: SEED_PROPERTIES.summitRidge };
/** Each seeded property's clock (people seeds the same zones). */
const ZONE: Record<string, string> = {
  [SEED_PROPERTIES.harborView]: SEED_PROPERTY_ZONES.harborView,
  [SEED_PROPERTIES.harborLofts]: SEED_PROPERTY_ZONES.harborLofts,
  [SEED_PROPERTIES.summitRidge]: SEED_PROPERTY_ZONES.summitRidge,
};

/** Weekly hours, by groups of weekdays (`null`: closed): `{ 'monday-friday': '06:00-21:00' }`. */
function week(groups: Record<string, string | null>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [range, hours] of Object.entries(groups)) {
    const [from, to = from] = range.split('-') as [Weekday, Weekday?];
    for (let i = WEEKDAYS.indexOf(from); i <= WEEKDAYS.indexOf(to as Weekday); i += 1) out[hoursFieldOf(WEEKDAYS[i]!)] = hours;
  }
  return out;
}
/** People's seeded units (people/src/portfolio/portfolio.seed.ts): Harbor View 101–308 are 1–24, the Lofts 101–206 from 101, Summit from 201. */
const UNIT = {
  view: (n: number) => ({ id: id('2dab7e30', n), no: `${Math.floor((n - 1) / 8) + 1}${String(((n - 1) % 8) + 1).padStart(2, '0')}` }),
  lofts: (n: number) => ({
    id: id('2dab7e30', 100 + n),
    no: `${Math.floor((n - 1) / 6) + 1}${String(((n - 1) % 6) + 1).padStart(2, '0')}`,
  }),
  summit: (n: number) => ({
    id: id('2dab7e30', 200 + n),
    no: `${Math.floor((n - 1) / 5) + 1}${String(((n - 1) % 5) + 1).padStart(2, '0')}`,
  }),
};

/** Who front-desk bookings (no resident account) were made for, so lists read naturally. */
const FRONT_DESK_NAMES = ['Liam Chen', 'Ava Patel', 'Noah García', 'Mia Johnson', 'Ethan Brooks', 'Sofía Romero', 'Lucas Kim'];

export const AMENITY = {
  partyRoom: id('4c0a7e11', 1),
  pool: id('4c0a7e11', 2),
  bbq: id('4c0a7e11', 3),
  guestSuite: id('4c0a7e11', 4),
  fitness: id('4c0a7e11', 5),
};

/** The property's day `days` from today (demo data stays current whenever it is seeded). */
const dayAhead = (days: number, zone: string) => addDays(localDay(new Date(), zone), days);

/** An instant `days` from today at `hour` on the property's clock. */
function at(days: number, hour: number, zone: string): string {
  return zonedInstant(dayAhead(days, zone), hour * 60, zone).toISOString();
}

export async function seedReservations(db: Db): Promise<void> {
  const base = { operatingStatus: 'open', slotMinutes: 60 };
  const amenityRows = [
    {
      id: AMENITY.partyRoom,
      ...VIEW,
      ...base,
      name: 'Party Room',
      description: 'Ground-floor lounge with a kitchenette, seating for 40 and a sound system.',
      backgroundColor: '#7367F0',
      ...week({ 'monday-thursday': '10:00-23:00', 'friday-saturday': '10:00-24:00', sunday: '10:00-23:00' }),
      minHours: 2,
      maxHours: 5,
      bufferMinutes: 60,
      maxPeople: 40,
      howOften: 'monthly',
      bookingLimit: 2,
      minNoticeHours: 48,
      maxAdvanceDays: 120,
      requiresApproval: true,
      deposit: 20000,
      bookingMessage: 'Please leave the room as you found it. The deposit is returned after the inspection.',
      terms:
        'Music ends at 22:30. No confetti or glitter. Cleaning fees are taken from the deposit. The resident booking stays present throughout.',
    },
    {
      id: AMENITY.pool,
      ...VIEW,
      ...base,
      name: 'Swimming Pool',
      description: 'Heated outdoor pool; lifeguard on weekends.',
      backgroundColor: '#00CFE8',
      // Closed on Mondays for cleaning; a lifeguard's hours at weekends.
      ...week({ monday: null, 'tuesday-friday': '06:00-21:00', 'saturday-sunday': '08:00-20:00' }),
      minHours: 1,
      maxHours: 2,
      bufferMinutes: 0,
      maxPeople: 20,
      howOften: 'daily',
      bookingLimit: 1,
      minNoticeHours: 1,
      maxAdvanceDays: 14,
      requiresApproval: false,
      deposit: 0,
      bookingMessage: 'Shower before entering the pool. Children under 12 swim with an adult.',
    },
    {
      id: AMENITY.bbq,
      ...VIEW,
      ...base,
      name: 'BBQ Terrace',
      description: 'Rooftop terrace with two gas grills and seating for 12.',
      backgroundColor: '#FF9F43',
      ...week({ 'monday-thursday': '12:00-21:00', 'friday-sunday': '11:00-22:00' }),
      minHours: 1,
      maxHours: 4,
      bufferMinutes: 30,
      maxPeople: 12,
      howOften: 'weekly',
      bookingLimit: 1,
      minNoticeHours: 24,
      maxAdvanceDays: 60,
      requiresApproval: true,
      deposit: 5000,
      bookingMessage: 'Turn the gas off at the tank when you leave.',
      terms: 'Grills are cleaned by the resident after use. No open flames other than the grills.',
    },
    {
      id: AMENITY.guestSuite,
      ...LOFTS,
      ...base,
      name: 'Guest Suite',
      description: 'A furnished one-bedroom suite for residents’ visitors.',
      backgroundColor: '#28C76F',
      ...week({ 'monday-sunday': '08:00-22:00' }),
      slotMinutes: 120,
      maxPeople: 4,
      howOften: 'monthly',
      bookingLimit: 7,
      minNoticeHours: 72,
      maxAdvanceDays: 180,
      requiresApproval: true,
      deposit: 10000,
      bookingMessage: 'Keys are at the front desk from 08:00 on the first day.',
      terms: 'Guests follow the building rules. The resident is responsible for any damage.',
    },
    {
      id: AMENITY.fitness,
      ...SUMMIT,
      ...base,
      name: 'Fitness Studio',
      description: 'Cardio machines, free weights and a stretching area.',
      backgroundColor: '#EA5455',
      ...week({ 'monday-friday': '05:00-23:00', 'saturday-sunday': '07:00-21:00' }),
      maxHours: 2,
      maxPeople: 8,
      howOften: 'daily',
      bookingLimit: 1,
      requiresApproval: false,
      deposit: 0,
    },
  ];
  await seedRecords(db, amenity, amenities, amenityRows);

  const names = new Map(amenityRows.map((a) => [a.id, a.name]));
  const byId = new Map<string, Record<string, unknown>>(amenityRows.map((a) => [a.id, a]));
  /** The seed's day, moved on to the amenity's next open day (no pool booking on a Monday). */
  const openDay = (amenityId: string, days: number, zone: string) => {
    let n = days;
    while (parseDayHours(byId.get(amenityId)?.[hoursFieldOf(weekdayOf(dayAhead(n, zone)))]) === null) n += 1;
    return n;
  };
  const deposits = new Map(amenityRows.map((a) => [a.id, a.deposit]));
  type Seed = {
    n: number;
    tenant: Tenant;
    amenityId: string;
    unit: { id: string; no: string };
    userId?: string;
    day: number;
    from: number;
    to: number;
    people: number;
    state: string;
    extra?: Record<string, unknown>;
  };
  const row = (s: Seed) => {
    const zone = ZONE[s.tenant.propertyId]!;
    const day = openDay(s.amenityId, s.day, zone);
    return {
      id: id('5d0b8f22', s.n),
      ...s.tenant,
      title: `${names.get(s.amenityId)} · ${s.unit.no} · ${dayAhead(day, zone)}`,
      amenityId: s.amenityId,
      unitId: s.unit.id,
      userId: s.userId ?? null,
      residentName: s.userId === RESIDENT ? 'Rosa Resident' : (FRONT_DESK_NAMES[s.n % FRONT_DESK_NAMES.length] ?? null),
      startAt: at(day, s.from, zone),
      endAt: at(day, s.to, zone),
      expectedPeople: s.people,
      state: s.state,
      multiDay: false,
      dayNumber: 1,
      dayCount: 1,
      notifyUser: true,
      termsAccepted: true,
      deposit: deposits.get(s.amenityId) ?? 0,
      decidedBy: ['approved', 'completed', 'no-show', 'rejected', 'blocked'].includes(s.state) ? MANAGER : null,
      ...s.extra,
    };
  };
  const v101 = UNIT.view(1);
  const seeds: Seed[] = [
    {
      n: 1,
      tenant: VIEW,
      amenityId: AMENITY.partyRoom,
      unit: v101,
      userId: RESIDENT,
      day: 9,
      from: 17,
      to: 21,
      people: 25,
      state: 'pending',
      extra: { userComments: 'Birthday party for my daughter.' },
    },
    { n: 2, tenant: VIEW, amenityId: AMENITY.partyRoom, unit: UNIT.view(5), day: 4, from: 18, to: 22, people: 30, state: 'approved' },
    { n: 3, tenant: VIEW, amenityId: AMENITY.partyRoom, unit: UNIT.view(12), day: 16, from: 12, to: 16, people: 15, state: 'pending' },
    { n: 4, tenant: VIEW, amenityId: AMENITY.partyRoom, unit: UNIT.view(20), day: -6, from: 19, to: 23, people: 35, state: 'completed' },
    {
      n: 5,
      tenant: VIEW,
      amenityId: AMENITY.partyRoom,
      unit: UNIT.view(9),
      day: 12,
      from: 14,
      to: 18,
      people: 20,
      state: 'rejected',
      extra: { rejectReasons: 'The room is reserved for the annual owners’ meeting that day.' },
    },
    { n: 6, tenant: VIEW, amenityId: AMENITY.pool, unit: v101, userId: RESIDENT, day: 1, from: 9, to: 11, people: 3, state: 'approved' },
    { n: 7, tenant: VIEW, amenityId: AMENITY.pool, unit: UNIT.view(3), day: 1, from: 9, to: 10, people: 6, state: 'approved' },
    {
      n: 8,
      tenant: VIEW,
      amenityId: AMENITY.pool,
      unit: UNIT.view(14),
      day: 1,
      from: 9,
      to: 11,
      people: 11,
      state: 'approved',
      extra: { internalComments: 'Swim team practice; lifeguard informed.' },
    },
    { n: 9, tenant: VIEW, amenityId: AMENITY.pool, unit: UNIT.view(7), day: 2, from: 16, to: 18, people: 4, state: 'approved' },
    { n: 10, tenant: VIEW, amenityId: AMENITY.pool, unit: UNIT.view(22), day: -3, from: 10, to: 12, people: 2, state: 'no-show' },
    { n: 11, tenant: VIEW, amenityId: AMENITY.pool, unit: UNIT.view(11), day: -2, from: 15, to: 17, people: 5, state: 'completed' },
    {
      n: 12,
      tenant: VIEW,
      amenityId: AMENITY.pool,
      unit: UNIT.view(18),
      day: 3,
      from: 8,
      to: 9,
      people: 2,
      state: 'cancelled',
      extra: { cancelReason: 'Out of town.' },
    },
    { n: 13, tenant: VIEW, amenityId: AMENITY.bbq, unit: v101, userId: RESIDENT, day: -9, from: 17, to: 20, people: 8, state: 'completed' },
    { n: 14, tenant: VIEW, amenityId: AMENITY.bbq, unit: UNIT.view(4), day: 5, from: 12, to: 15, people: 10, state: 'approved' },
    {
      n: 15,
      tenant: VIEW,
      amenityId: AMENITY.bbq,
      unit: UNIT.view(16),
      day: 5,
      from: 13,
      to: 15,
      people: 6,
      state: 'waitlisted',
      extra: { joinWaitlist: true },
    },
    { n: 16, tenant: VIEW, amenityId: AMENITY.bbq, unit: UNIT.view(10), day: 20, from: 16, to: 20, people: 9, state: 'pending' },
    {
      n: 17,
      tenant: VIEW,
      amenityId: AMENITY.bbq,
      unit: UNIT.view(23),
      day: 27,
      from: 12,
      to: 14,
      people: 4,
      state: 'blocked',
      extra: { blockReason: 'Terrace closed for resurfacing.' },
    },
    { n: 18, tenant: VIEW, amenityId: AMENITY.partyRoom, unit: UNIT.view(6), day: 33, from: 18, to: 22, people: 28, state: 'approved' },
    { n: 19, tenant: VIEW, amenityId: AMENITY.pool, unit: UNIT.view(2), day: 8, from: 11, to: 12, people: 3, state: 'approved' },
    { n: 20, tenant: VIEW, amenityId: AMENITY.bbq, unit: UNIT.view(8), day: 38, from: 17, to: 20, people: 12, state: 'pending' },
    { n: 30, tenant: SUMMIT, amenityId: AMENITY.fitness, unit: UNIT.summit(1), day: 1, from: 7, to: 8, people: 2, state: 'approved' },
    { n: 31, tenant: SUMMIT, amenityId: AMENITY.fitness, unit: UNIT.summit(4), day: -4, from: 18, to: 19, people: 1, state: 'completed' },
  ];
  // A three-day guest-suite booking next month: one reservation per day, linked to the first.
  const suite = UNIT.lofts(2);
  const suiteFirst = id('5d0b8f22', 40);
  const suiteDays = [0, 1, 2].map((i) => ({
    ...row({
      n: 40 + i,
      tenant: LOFTS,
      amenityId: AMENITY.guestSuite,
      unit: suite,
      day: 24 + i,
      from: 8,
      to: 22,
      people: 2,
      state: 'approved',
    }),
    multiDay: true,
    bookingId: suiteFirst,
    dayNumber: i + 1,
    dayCount: 3,
    deposit: i === 0 ? 10000 : 0,
    userComments: 'My parents are visiting for the weekend.',
  }));
  await seedRecords(db, reservation, reservations, [...seeds.map(row), ...suiteDays]);

  const event = (
    n: number,
    tenant: Tenant,
    title: string,
    day: number,
    from: number,
    to: number,
    location: string,
    color: string,
    description: string,
  ) => ({
    id: id('6e0c9f33', n),
    ...tenant,
    title,
    startAt: at(day, from, ZONE[tenant.propertyId]!),
    endAt: at(day, to, ZONE[tenant.propertyId]!),
    location,
    color,
    description,
  });
  await seedRecords(db, communityEvent, communityEvents, [
    event(
      1,
      VIEW,
      'Summer BBQ Social',
      6,
      17,
      20,
      'BBQ Terrace',
      '#FF9F43',
      'Burgers, veggie skewers and lemonade on the house. Bring a chair.',
    ),
    event(2, VIEW, 'Owners’ Association Meeting', 12, 18, 20, 'Party Room', '#314671', 'Budget for next year and the lobby renovation.'),
    event(3, VIEW, 'Yoga in the Courtyard', 2, 8, 9, 'Courtyard', '#28C76F', 'All levels welcome; mats provided.'),
    event(4, VIEW, 'Fire Alarm Test', 19, 10, 12, 'All floors', '#EA5455', 'The alarms sound briefly on every floor. No need to leave.'),
    event(5, VIEW, 'Movie Night', -5, 19, 22, 'Party Room', '#7367F0', 'Popcorn and a family film.'),
    event(6, LOFTS, 'Lofts Welcome Mixer', 10, 18, 21, 'Lofts Lobby', '#00CFE8', 'Meet your new neighbours.'),
    event(7, SUMMIT, 'Ski Swap', 15, 10, 14, 'Clubhouse', '#FF9F43', 'Buy, sell or swap winter gear.'),
  ]);
}
