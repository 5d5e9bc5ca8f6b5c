import { SEED_ACCOUNTS, SEED_ORGS, SEED_PROPERTIES, SEED_USER_TYPES, user } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { newLinkToken } from '../onboarding/secrets';
import { memberships, users } from '../schema';

/** Sam Staff's record at Summit Condo Partners: the demo person who works for both organizations. */
export const SEED_SUMMIT_STAFF_MEMBERSHIP = 'a0000000-0000-4000-8000-000000000106';

const account = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!.id;

/**
 * A confirmed membership in the demo (ADR 0042), so the user menu's organization switch has
 * something to switch between. The membership row comes first: identity sync skips the record.
 */
export async function seedMemberships(db: Db): Promise<void> {
  await db
    .insert(memberships)
    .values({
      userId: SEED_SUMMIT_STAFF_MEMBERSHIP,
      accountId: account('staff@portico.test'),
      tokenHash: newLinkToken().hash,
      addedBy: account('manager2@portico.test'),
      expiresAt: new Date().toISOString(),
      confirmedAt: new Date().toISOString(),
    })
    .onConflictDoNothing();
  await seedRecords(db, user, users, [
    {
      id: SEED_SUMMIT_STAFF_MEMBERSHIP,
      parentOrgId: SEED_ORGS.summit,
      firstName: 'Sam',
      lastName: 'Staff',
      email: 'staff@portico.test',
      userTypeId: SEED_USER_TYPES.staff,
      propertyIds: [SEED_PROPERTIES.summitRidge],
      unitIds: [],
      approvesReservations: true,
    },
  ]);
}
