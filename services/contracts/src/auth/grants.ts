import type { Role } from './roles';
import { ENTITIES } from '../entities/catalogue';
import { allSlugsOf, permissionSlug } from '../entities/permissions';

/**
 * Default grants per role: the seed for the editable role/permission data (people service).
 * Scope (which org, property, unit) is applied separately by the services.
 */
function slugs(modules: string[], actions: ('list' | 'read' | 'create' | 'update' | 'import')[]): string[] {
  return modules.flatMap((m) => actions.map((a) => permissionSlug(m, a)));
}

const everything = ENTITIES.flatMap((e) => allSlugsOf(e));
const portfolio = ['properties', 'units', 'unit-users', 'pets', 'parking-stalls', 'vehicles'];
const household = ['pets', 'vehicles'];
const reference = ['bulletin-type', 'maintenance-type', 'billing-types'];
const accessCatalogue = ['user-types', 'modules', 'permissions'];
/** Bringing people in and grouping them: what an org's managers run day to day. */
const support = slugs(['support'], ['list', 'read', 'create', 'update']);
const onboarding = [
  ...support,
  ...slugs(['invites', 'groups'], ['list', 'read', 'create', 'update']),
  ...slugs(['join-requests'], ['list', 'read', 'update']),
];

export const DEFAULT_ROLE_GRANTS: Record<Role, string[]> = {
  administrator: everything,
  'super-user': everything,
  parent: [
    ...slugs(portfolio, ['list', 'read', 'create', 'update', 'import']),
    ...slugs(reference, ['list', 'read', 'create', 'update']),
    ...slugs(['parentorg'], ['read', 'update']),
    ...slugs(['users'], ['list', 'read', 'create', 'update', 'import']),
    ...slugs(accessCatalogue, ['list', 'read']),
    ...onboarding,
  ],
  'property-manager': [
    ...slugs(['properties'], ['list', 'read', 'update']),
    ...slugs(
      portfolio.filter((m) => m !== 'properties'),
      ['list', 'read', 'create', 'update', 'import'],
    ),
    ...slugs(reference, ['list', 'read', 'create', 'update']),
    ...slugs(['users'], ['list', 'read', 'create', 'update']),
    ...slugs(['user-types'], ['list', 'read']),
    // Their own parent org only: scope narrows the list to it.
    ...slugs(['parentorg'], ['list', 'read']),
    ...onboarding,
  ],
  editor: [...slugs(portfolio, ['list', 'read']), ...slugs(reference, ['list', 'read'])],
  staff: [
    ...support,
    ...slugs(['parentorg'], ['read']),
    ...slugs(portfolio, ['list', 'read']),
    ...slugs(household, ['create', 'update']),
    ...slugs(reference, ['list', 'read']),
  ],
  // Residents act only within their own unit: the service narrows every query to it.
  resident: [
    ...slugs(['support'], ['list', 'read', 'create']),
    ...slugs(['properties', 'units', 'unit-users', 'parking-stalls'], ['list', 'read']),
    ...slugs(household, ['list', 'read', 'create', 'update']),
    ...slugs(['bulletin-type'], ['list', 'read']),
  ],
  vendor: [...slugs(['support'], ['list', 'read', 'create']), ...slugs(['maintenance-type'], ['list', 'read'])],
};
