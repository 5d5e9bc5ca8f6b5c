import { lostFound } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { LOFTS, RESIDENT, STAFF, SUMMIT, SUMMIT_MANAGER, VIEW, at, seedId } from '../shared/seed-ids';
import { lostFoundItems } from './lost-found.schema';

/** Items lost and found at each property, open, claimed and returned. */
export async function seedLostFound(db: Db): Promise<void> {
  const base = { claimantName: null, claimantUserId: null, claimedAt: null, returnedAt: null };
  await seedRecords(db, lostFound, lostFoundItems, [
    {
      id: seedId('5e3bad40', 1),
      ...VIEW,
      ...base,
      itemName: 'Set of keys with a blue fob',
      kind: 'found',
      description: 'Three keys on a ring with a blue building fob and a small bottle opener.',
      phoneNumber: '(206) 555-0100',
      incidentAt: at(-1, 18),
      location: 'Lobby, by the mailboxes',
      state: 'open',
      reportedById: STAFF,
    },
    {
      id: seedId('5e3bad40', 2),
      ...VIEW,
      ...base,
      itemName: 'Grey wool scarf',
      kind: 'lost',
      description: 'Lost on the way from the elevator to the garage.',
      phoneNumber: '(206) 555-0111',
      incidentAt: at(-3, 8),
      location: 'Garage level P1',
      state: 'open',
      reportedById: RESIDENT,
    },
    {
      id: seedId('5e3bad40', 3),
      ...VIEW,
      ...base,
      itemName: 'Child’s red bicycle helmet',
      kind: 'found',
      phoneNumber: '(206) 555-0100',
      incidentAt: at(-6, 16),
      location: 'Courtyard',
      state: 'claimed',
      claimantName: 'Dana Doe (unit 102)',
      claimedAt: at(-5, 9),
      reportedById: STAFF,
    },
    {
      id: seedId('5e3bad40', 4),
      ...LOFTS,
      ...base,
      itemName: 'Black umbrella',
      kind: 'found',
      phoneNumber: '(206) 555-0100',
      incidentAt: at(-12, 19),
      location: 'Lofts entrance',
      state: 'returned',
      claimantName: 'Unit 104 resident',
      claimedAt: at(-11, 10),
      returnedAt: at(-11, 10),
      reportedById: STAFF,
    },
    {
      id: seedId('5e3bad40', 5),
      ...SUMMIT,
      ...base,
      itemName: 'Reading glasses in a brown case',
      kind: 'found',
      phoneNumber: '(503) 555-0142',
      incidentAt: at(-2, 11),
      location: 'Summit Ridge gym',
      state: 'open',
      reportedById: SUMMIT_MANAGER,
    },
  ]);
}
