import { SEED_ACCOUNTS, SEED_ORGS, SEED_PROPERTIES } from '@portico/contracts';

/** Ids, people and dates the community hub's demo data shares. */
export const seedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const account = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!.id;
export const RESIDENT = account('resident@portico.test');
export const MANAGER = account('manager@portico.test');
export const STAFF = account('staff@portico.test');
export const SUMMIT_MANAGER = account('manager2@portico.test');

/** People's seeded units (services/people/src/portfolio/portfolio.seed.ts): Harbor View 101… is seq 1…, Lofts 101…, Summit Ridge 201… */
export const unitSeq = (n: number) => seedId('2dab7e30', n);
export const HARBOR_VIEW_UNIT = { u101: unitSeq(1), u102: unitSeq(2), u103: unitSeq(3), u201: unitSeq(9), u305: unitSeq(21) };
export const LOFTS_UNIT = { u101: unitSeq(101), u203: unitSeq(109) };
export const SUMMIT_UNIT = { u201: unitSeq(201), u202: unitSeq(202) };

export const VIEW = { parentOrgId: SEED_ORGS.harbor, propertyId: SEED_PROPERTIES.harborView };
export const LOFTS = { parentOrgId: SEED_ORGS.harbor, propertyId: SEED_PROPERTIES.harborLofts };
export const SUMMIT = { parentOrgId: SEED_ORGS.summit, propertyId: SEED_PROPERTIES.summitRidge };

/** A date `days` from today, so demo data stays current whenever it is seeded. */
export function day(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
export const at = (days: number, hour = 10) => `${day(days)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
