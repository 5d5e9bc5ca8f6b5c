import {
  DEFAULT_ROLE_GRANTS,
  DOMAINS,
  ENTITIES,
  PERMISSION_ACTIONS,
  ROLES,
  SEED_ACCOUNTS,
  SEED_USER_TYPES,
  moduleEntity,
  permissionEntity,
  actionSlug,
  kebabCase,
  permissionSlug,
  requestableActionsOf,
  roleLabels,
  user,
  userType,
} from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { modules, permissions, userTypes, users } from '../schema';

const seedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The access catalogue (modules, permissions), one system user type per base role with the
 * default grants, and a user record for each demo sign-in. Seeding is additive: an
 * administrator's later edits are never overwritten.
 */
export async function seedAccess(db: Db): Promise<void> {
  const moduleKeys = [...new Map(ENTITIES.map((e) => [e.module, e])).values()];
  await seedRecords(
    db,
    moduleEntity,
    modules,
    moduleKeys.map((e, i) => ({
      id: seedId('c0000000', i + 1),
      key: e.module,
      name: e.titlePlural.en,
      domain: e.domain,
      description: `${e.titlePlural.en} (${e.domain})`,
    })),
  );
  let n = 0;
  await seedRecords(
    db,
    permissionEntity,
    permissions,
    moduleKeys.flatMap((e) =>
      PERMISSION_ACTIONS.map((action) => ({
        id: seedId('d0000000', ++n),
        slug: permissionSlug(e.module, action),
        moduleKey: e.module,
        action,
        description: `${action[0]!.toUpperCase()}${action.slice(1)} ${e.titlePlural.en.toLowerCase()}`,
      })),
    ),
  );
  // Declared actions (ADR 0020) after the generic five, in their own id range so adding an
  // entity never renumbers them.
  let m = 0;
  await seedRecords(
    db,
    permissionEntity,
    permissions,
    ENTITIES.flatMap((e) =>
      requestableActionsOf(e).map((a) => ({
        id: seedId('d1000000', ++m),
        slug: actionSlug(a),
        moduleKey: e.module,
        action: kebabCase(a.name),
        description: `${a.label.en} ${e.titlePlural.en.toLowerCase()}`,
      })),
    ),
  );
  await seedRecords(
    db,
    userType,
    userTypes,
    ROLES.map((role) => ({
      id: SEED_USER_TYPES[role]!,
      name: roleLabels[role].en,
      baseRole: role,
      description: `Built-in ${roleLabels[role].en.toLowerCase()} role`,
      permissions: DEFAULT_ROLE_GRANTS[role],
    })),
  );
  await seedRecords(
    db,
    user,
    users,
    SEED_ACCOUNTS.map((a) => {
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
      };
    }),
  );
}

export { DOMAINS };
