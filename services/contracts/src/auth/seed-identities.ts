/**
 * Fixed ids of the demo portfolio and the seeded sign-ins. The people service seeds the
 * organizations and properties with these ids; the dev identity provider seeds the accounts.
 * Keeping them here is what makes a token's scope line up with the seeded rows.
 */
export const SEED_ORGS = {
  harbor: '0b8f5c1e-0000-4000-8000-000000000001',
  summit: '0b8f5c1e-0000-4000-8000-000000000002',
} as const;

export const SEED_PROPERTIES = {
  harborView: '1c9a6d2f-0000-4000-8000-000000000001',
  harborLofts: '1c9a6d2f-0000-4000-8000-000000000002',
  summitRidge: '1c9a6d2f-0000-4000-8000-000000000003',
} as const;

/** The seeded properties' time zones (Seattle and Denver): their amenities' hours are read on these clocks. */
export const SEED_PROPERTY_ZONES = {
  harborView: 'America/Los_Angeles',
  harborLofts: 'America/Los_Angeles',
  summitRidge: 'America/Denver',
} as const satisfies Record<keyof typeof SEED_PROPERTIES, string>;

export const SEED_UNITS = {
  harborView101: '2dab7e30-0000-4000-8000-000000000001',
} as const;

export const SEED_VENDORS = {
  brightFix: '3ebc8f41-0000-4000-8000-000000000001',
} as const;

export interface SeedAccount {
  id: string;
  email: string;
  name: string;
  roles: string[];
  org?: string;
  properties?: string[];
  units?: string[];
  vendor?: string;
}

/** Demo password for every seeded account (embedded default only; printed by `npm start`). */
export const DEMO_PASSWORD = 'portico-demo';

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@portico.test', name: 'Ada Admin', roles: ['administrator'] },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    email: 'manager@portico.test',
    name: 'Manny Manager',
    roles: ['property-manager'],
    org: SEED_ORGS.harbor,
    properties: [],
  },
  {
    id: 'a0000000-0000-4000-8000-000000000003',
    email: 'staff@portico.test',
    name: 'Sam Staff',
    roles: ['staff'],
    org: SEED_ORGS.harbor,
    properties: [SEED_PROPERTIES.harborView],
  },
  {
    id: 'a0000000-0000-4000-8000-000000000004',
    email: 'resident@portico.test',
    name: 'Rosa Resident',
    roles: ['resident'],
    org: SEED_ORGS.harbor,
    properties: [SEED_PROPERTIES.harborView],
    units: [SEED_UNITS.harborView101],
  },
  {
    id: 'a0000000-0000-4000-8000-000000000005',
    email: 'vendor@portico.test',
    name: 'Vic Vendor',
    roles: ['vendor'],
    org: SEED_ORGS.harbor,
    vendor: SEED_VENDORS.brightFix,
  },
  {
    id: 'a0000000-0000-4000-8000-000000000006',
    email: 'manager2@portico.test',
    name: 'Sully Summit',
    roles: ['property-manager'],
    org: SEED_ORGS.summit,
    properties: [],
  },
];

/** One system user type per base role, with fixed ids (their grants start as DEFAULT_ROLE_GRANTS). */
export const SEED_USER_TYPES: Record<string, string> = {
  administrator: 'b0000000-0000-4000-8000-000000000001',
  parent: 'b0000000-0000-4000-8000-000000000002',
  'super-user': 'b0000000-0000-4000-8000-000000000003',
  editor: 'b0000000-0000-4000-8000-000000000004',
  'property-manager': 'b0000000-0000-4000-8000-000000000005',
  staff: 'b0000000-0000-4000-8000-000000000006',
  resident: 'b0000000-0000-4000-8000-000000000007',
  vendor: 'b0000000-0000-4000-8000-000000000008',
};
