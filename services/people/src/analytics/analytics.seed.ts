import { SEED_ACCOUNTS, SEED_ORGS, SEED_PROPERTIES, addDays, joinRequest, todayIso, unitUser } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { joinRequests, unitUsers } from '../schema';
import { userActivity } from './analytics.schema';

const seedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The portfolio seed's unit ids: Harbor View 1–24, Harbor Lofts 101–112, Summit Ridge 201–210. */
const unitId = (n: number) => seedId('2dab7e30', n);
const account = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!.id;

const FIRST = ['Alma', 'Bruno', 'Chen', 'Dalia', 'Emeka', 'Farah', 'Goran', 'Hana', 'Ivan', 'Jade', 'Kofi', 'Lena', 'Mateo', 'Nia'];
const LAST = ['Alvarez', 'Brooks', 'Castillo', 'Duarte', 'Eriksen', 'Fujita', 'Garza', 'Haddad', 'Ibsen', 'Jensen', 'Kowalski', 'Lindqvist'];

interface Household {
  property: string;
  org: string;
  unit: number;
  /** Days before the first start that they moved in, and out (still there when absent). */
  inDaysAgo: number;
  outDaysAgo?: number;
  relationship: 'owner' | 'tenant' | 'occupant';
}

/**
 * Who lives in the demo units (ADR 0064): households moved in over the past three years, a few
 * moved out, so occupancy, move-ins and move-outs have a history. Units 101 and 102 of Harbor
 * View keep the portfolio seed's households; a few units of each property stay vacant.
 */
function households(): Household[] {
  const view = { property: SEED_PROPERTIES.harborView, org: SEED_ORGS.harbor };
  const lofts = { property: SEED_PROPERTIES.harborLofts, org: SEED_ORGS.harbor };
  const summit = { property: SEED_PROPERTIES.summitRidge, org: SEED_ORGS.summit };
  const out: Household[] = [];
  // Harbor View: units 4–21 lived in (3, 22–24 vacant; 3 is where Nora, invited, will move).
  for (let n = 4; n <= 21; n++)
    out.push({ ...view, unit: n, inDaysAgo: 40 + ((n * 67) % 1000), relationship: n % 4 === 0 ? 'owner' : 'tenant' });
  // Second members of some households.
  for (const n of [6, 9, 14, 18]) out.push({ ...view, unit: n, inDaysAgo: 20 + ((n * 53) % 700), relationship: 'occupant' });
  // Tenants who left: 22 and 23 stand empty since.
  out.push({ ...view, unit: 22, inDaysAgo: 800, outDaysAgo: 75, relationship: 'tenant' });
  out.push({ ...view, unit: 23, inDaysAgo: 500, outDaysAgo: 190, relationship: 'tenant' });
  // Harbor Lofts: 101–108 lived in, one turnover this year.
  for (let n = 101; n <= 108; n++) out.push({ ...lofts, unit: n, inDaysAgo: 30 + ((n * 41) % 900), relationship: n % 3 === 0 ? 'owner' : 'tenant' });
  out.push({ ...lofts, unit: 109, inDaysAgo: 600, outDaysAgo: 120, relationship: 'tenant' });
  out.push({ ...lofts, unit: 103, inDaysAgo: 15, relationship: 'occupant' });
  // Summit Ridge: 201–203 and 205–207 lived in (204 and 206 are the invited and requesting ones).
  for (const n of [201, 202, 203, 205, 207, 208]) out.push({ ...summit, unit: n, inDaysAgo: 60 + ((n * 29) % 800), relationship: 'owner' });
  out.push({ ...summit, unit: 209, inDaysAgo: 400, outDaysAgo: 30, relationship: 'owner' });
  return out;
}

/** Decided join requests of the past year (the pending ones are the onboarding seed's). */
function pastRequests(today: string) {
  const at = (daysAgo: number) => `${addDays(today, -daysAgo)}T15:30:00.000Z`;
  return [
    { n: 1, kind: 'resident', first: 'Rosa', last: 'Resident', email: 'resident@portico.test', daysAgo: 330, decision: 'accepted', userId: account('resident@portico.test'), unit: '101' },
    { n: 2, kind: 'vendor', first: 'Vic', last: 'Vendor', email: 'vendor@portico.test', daysAgo: 290, decision: 'accepted', userId: account('vendor@portico.test'), company: 'BrightFix Repairs' },
    { n: 3, kind: 'resident', first: 'Pia', last: 'Passerby', email: 'pia.passerby@example.com', daysAgo: 240, decision: 'declined', reason: 'No unit 310 at Harbor View; please check your lease.', unit: '310' },
    { n: 4, kind: 'vendor', first: 'Quinn', last: 'Quick', email: 'quinn@quickfix.example', daysAgo: 180, decision: 'declined', reason: 'We need a certificate of insurance before we can add you.', company: 'QuickFix' },
    { n: 5, kind: 'resident', first: 'Raj', last: 'Renter', email: 'raj.renter@example.com', daysAgo: 120, decision: 'declined', reason: 'The lease of unit 207 is under another name.', unit: '207', summit: true },
    { n: 6, kind: 'resident', first: 'Sofía', last: 'Sublet', email: 'sofia.sublet@example.com', daysAgo: 45, decision: 'declined', reason: 'Sublets are not allowed at Harbor Lofts.', unit: '104', lofts: true },
    { n: 7, kind: 'resident', first: 'Theo', last: 'Tardy', email: 'theo.tardy@example.com', daysAgo: 12, decision: 'declined', reason: 'Duplicate of an earlier request.', unit: '118' },
  ].map((r) => ({
    id: seedId('6f2e3d4d', r.n),
    parentOrgId: r.summit ? SEED_ORGS.summit : SEED_ORGS.harbor,
    kind: r.kind,
    firstName: r.first,
    lastName: r.last,
    email: r.email,
    company: r.company ?? null,
    requestedPropertyId: r.summit ? SEED_PROPERTIES.summitRidge : r.lofts ? SEED_PROPERTIES.harborLofts : SEED_PROPERTIES.harborView,
    unitNumber: r.unit ?? null,
    requestStatus: r.decision,
    decisionReason: r.reason ?? null,
    decidedBy: account(r.summit ? 'manager2@portico.test' : 'manager@portico.test'),
    decidedAt: at(r.daysAgo - 2),
    userId: r.userId ?? null,
    createdAt: at(r.daysAgo),
    updatedAt: at(r.daysAgo - 2),
  }));
}

/**
 * The demo accounts' use of the console over the last ninety days (ADR 0064: use is recorded
 * from this release on; the demo starts with a history so the user report has one). Each
 * account's rhythm: the administrator and managers on weekdays, staff three days a week,
 * the resident and the vendor now and then.
 */
function pastActivity(today: string): { userId: string; day: string; lastSeenAt: string }[] {
  const rhythm: Record<string, (daysAgo: number, weekday: number) => boolean> = {
    'admin@portico.test': (_, w) => w >= 1 && w <= 5,
    'manager@portico.test': (d, w) => w >= 1 && w <= 5 && d % 9 !== 0,
    'manager2@portico.test': (d, w) => w >= 1 && w <= 4 && d % 5 !== 0,
    'staff@portico.test': (_, w) => w === 1 || w === 3 || w === 5,
    'resident@portico.test': (d) => d % 6 === 0,
    'vendor@portico.test': (d) => d % 13 === 0 && d < 70,
  };
  const rows: { userId: string; day: string; lastSeenAt: string }[] = [];
  for (let daysAgo = 1; daysAgo <= 90; daysAgo++) {
    const day = addDays(today, -daysAgo);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    for (const [email, active] of Object.entries(rhythm))
      if (active(daysAgo, weekday)) rows.push({ userId: account(email), day, lastSeenAt: `${day}T16:00:00.000Z` });
  }
  return rows;
}

/** Demo history for the people reports: households, decided join requests, use of the console. */
export async function seedAnalytics(db: Db, today = todayIso()): Promise<void> {
  const names = (i: number) => ({ name: `${FIRST[i % FIRST.length]} ${LAST[(i * 5) % LAST.length]}` });
  await seedRecords(
    db,
    unitUser,
    unitUsers,
    households().map((h, i) => {
      const { name } = names(i);
      return {
        id: seedId('7a1c2d3f', i + 1),
        parentOrgId: h.org,
        propertyId: h.property,
        unitId: unitId(h.unit),
        name,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
        relationship: h.relationship,
        moveInDate: addDays(today, -h.inDaysAgo),
        moveOutDate: h.outDaysAgo === undefined ? null : addDays(today, -h.outDaysAgo),
      };
    }),
  );
  await seedRecords(db, joinRequest, joinRequests, pastRequests(today));
  // Once: an existing history (a restart, a later release) is the real one.
  const [any] = await db.select({ day: userActivity.day }).from(userActivity).limit(1);
  if (!any) {
    const rows = pastActivity(today);
    await db.insert(userActivity).values(rows).onConflictDoNothing();
  }
}
