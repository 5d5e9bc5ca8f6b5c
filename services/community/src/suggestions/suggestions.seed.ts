import { sql } from 'drizzle-orm';
import { SEED_ORGS, suggestion, suggestionCategory } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { HARBOR_VIEW_UNIT, LOFTS, LOFTS_UNIT, RESIDENT, STAFF, SUMMIT, SUMMIT_MANAGER, SUMMIT_UNIT, VIEW, at, day, seedId } from '../shared/seed-ids';
import { suggestionCategories, suggestionNumbers, suggestions } from './suggestions.schema';

export const SUGGESTION_CATEGORY = {
  amenities: seedId('5c1f8b20', 1),
  security: seedId('5c1f8b20', 2),
  landscaping: seedId('5c1f8b20', 3),
  summitCommon: seedId('5c1f8b20', 4),
};

type Seed = Record<string, unknown> & { id: string };

/** Categories per org and suggestions in every state; Rosa (unit 101) has three of her own. */
export async function seedSuggestions(db: Db): Promise<void> {
  const harbor = { parentOrgId: SEED_ORGS.harbor };
  await seedRecords(db, suggestionCategory, suggestionCategories, [
    { id: SUGGESTION_CATEGORY.amenities, ...harbor, name: 'Amenities', description: 'Gym, rooftop, lounge and pool.' },
    { id: SUGGESTION_CATEGORY.security, ...harbor, name: 'Security', description: 'Doors, cameras, lighting and access fobs.' },
    { id: SUGGESTION_CATEGORY.landscaping, ...harbor, name: 'Landscaping', description: 'Gardens, planters and the courtyard.' },
    { id: SUGGESTION_CATEGORY.summitCommon, parentOrgId: SEED_ORGS.summit, name: 'Common Areas', description: 'Lobby, halls and shared rooms.' },
  ]);
  const s = (n: number, values: Record<string, unknown>): Seed => ({
    id: seedId('5d2a9c30', n),
    createdDate: day(-40 + n * 4),
    officialResponse: null,
    respondedAt: null,
    ...values,
  });
  const rows: Seed[] = [
    s(1, {
      ...VIEW,
      number: 1,
      unitId: HARBOR_VIEW_UNIT.u101,
      userId: RESIDENT,
      categoryId: SUGGESTION_CATEGORY.amenities,
      title: 'Longer gym hours on weekends',
      description: 'The gym closes at 8pm on Saturdays. Could it stay open until 10pm like on weekdays?',
      state: 'planned',
      officialResponse: 'Agreed: weekend hours extend to 10pm from next month, once the new fob readers are in.',
      respondedAt: at(-3),
    }),
    s(2, {
      ...VIEW,
      number: 2,
      unitId: HARBOR_VIEW_UNIT.u101,
      userId: RESIDENT,
      categoryId: SUGGESTION_CATEGORY.landscaping,
      title: 'Herb planters in the courtyard',
      description: 'A few raised planters for herbs that residents could share would brighten the courtyard.',
      state: 'open',
    }),
    s(3, {
      ...VIEW,
      number: 3,
      unitId: HARBOR_VIEW_UNIT.u101,
      userId: RESIDENT,
      categoryId: SUGGESTION_CATEGORY.security,
      title: 'Brighter lights at the bike room door',
      description: 'The bike room entrance is dark after 6pm; a motion light would help.',
      state: 'completed',
      officialResponse: 'Motion lights were installed on the 3rd. Thank you for the suggestion!',
      respondedAt: at(-10),
    }),
    s(4, {
      ...VIEW,
      number: 4,
      unitId: HARBOR_VIEW_UNIT.u201,
      userId: STAFF,
      categoryId: SUGGESTION_CATEGORY.amenities,
      title: 'Package lockers in the lobby (recorded at the front desk)',
      description: 'Unit 201 asked for smart package lockers so parcels are not left at the desk overnight.',
      state: 'started',
      officialResponse: 'Quotes are in; installation is booked for the end of the month.',
      respondedAt: at(-2),
    }),
    s(5, {
      ...VIEW,
      number: 5,
      unitId: HARBOR_VIEW_UNIT.u305,
      userId: STAFF,
      categoryId: SUGGESTION_CATEGORY.amenities,
      title: 'Pool heating all year (recorded at the front desk)',
      description: 'Unit 305 would like the pool heated through the winter.',
      state: 'declined',
      officialResponse: 'Heating the pool in winter would raise fees for every owner; the board declined it this year.',
      respondedAt: at(-6),
    }),
    s(6, {
      ...LOFTS,
      number: 6,
      unitId: LOFTS_UNIT.u203,
      userId: STAFF,
      categoryId: SUGGESTION_CATEGORY.security,
      title: 'Camera at the garage gate',
      description: 'Two cars were scratched near the garage gate last month.',
      state: 'open',
    }),
    s(7, {
      ...SUMMIT,
      number: 1,
      unitId: SUMMIT_UNIT.u201,
      userId: SUMMIT_MANAGER,
      categoryId: SUGGESTION_CATEGORY.summitCommon,
      title: 'Seating in the lobby',
      description: 'A bench by the mailboxes for residents waiting for rides.',
      state: 'open',
    }),
  ];
  await seedRecords(db, suggestion, suggestions, rows);
  // The next number continues after the seeded ones in each org.
  await db.execute(sql`
    insert into ${suggestionNumbers} (parent_org_id, last_number)
    select parent_org_id, max(number) from community.suggestions group by parent_org_id
    on conflict (parent_org_id) do update set last_number = greatest(${suggestionNumbers.lastNumber}, excluded.last_number)`);
}
