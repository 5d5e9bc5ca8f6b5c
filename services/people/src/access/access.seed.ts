import {
  DOMAINS,
  ROLES,
  SEED_ACCOUNTS,
  SEED_USER_TYPES,
  domainManifest,
  entityDefaultGrants,
  roleLabels,
  user,
  userType,
} from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { userTypes, users } from '../schema';
import { learnManifest, peopleCatalogue } from './permission-catalogue';

/** How long ago each demo account joined, in SEED_ACCOUNTS' order. */
const JOINED_DAYS_AGO = [360, 340, 300, 328, 288, 200];

/**
 * One system user type per base role, a user record for each demo sign-in, and the people
 * domain's own modules and permissions. Other domains' modules, permissions and default grants
 * are learnt from the manifests they publish (ADR 0073), not from the compiled catalogue.
 * Seeding is additive: an administrator's later edits are never overwritten.
 */
export async function seedAccess(db: Db): Promise<void> {
  const ownGrants = (role: (typeof ROLES)[number]) =>
    peopleCatalogue.entities.flatMap((e) => entityDefaultGrants(peopleCatalogue, e)[role] ?? []);
  await seedRecords(
    db,
    userType,
    userTypes,
    ROLES.map((role) => ({
      id: SEED_USER_TYPES[role]!,
      name: roleLabels[role].en,
      baseRole: role,
      description: `Built-in ${roleLabels[role].en.toLowerCase()} role`,
      permissions: ownGrants(role),
    })),
  );
  await seedRecords(
    db,
    user,
    users,
    SEED_ACCOUNTS.map((a, i) => {
      const [firstName = a.name, ...rest] = a.name.split(' ');
      return {
        id: a.id,
        parentOrgId: a.org ?? null,
        firstName,
        lastName: rest.join(' ') || firstName,
        email: a.email,
        userTypeId: SEED_USER_TYPES[a.roles[0]!]!,
        propertyIds: a.properties ?? [],
        unitIds: a.units ?? [],
        vendorId: a.vendor ?? null,
        approvesJoinRequests: a.roles.includes('property-manager'),
        approvesMaintenance: a.roles.includes('property-manager'),
        approvesReservations: a.roles.includes('property-manager') || a.roles.includes('staff'),
        // The demo accounts joined over the past year, so the user report's sign-ups have a history.
        createdAt: new Date(Date.now() - JOINED_DAYS_AGO[i % JOINED_DAYS_AGO.length]! * 86_400_000).toISOString(),
      };
    }),
  );
  await learnManifest(db, domainManifest(peopleCatalogue, 'seed'));
}

export { DOMAINS };
