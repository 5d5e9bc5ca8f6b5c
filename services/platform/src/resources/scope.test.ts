import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { and, inArray } from 'drizzle-orm';
import { entityByName, holdsVisibleValue, ownerFieldsOf, type EntityDef, type Role } from '@portico/contracts';
import { openDatabase, type Database } from '../db/database';
import { tableFor } from '../db/resource-table';
import { createTestDatabase } from '../testing/test-database';
import { sampleRecord } from '../testing/sample-values';
import type { Principal } from '../auth/principal';
import { recordInScope, scopeFilter } from './scope';

/**
 * Push decides in memory who may hear of a record; queries decide in SQL. Both must give the
 * same answer for every kind of scope: checked here record by record on PostgreSQL.
 */
const migrationsFolder = join(resolve(__dirname, '../../../..'), 'services', 'people', 'migrations');
const ORG_A = randomUUID();
const ORG_B = randomUUID();
const PROP_A1 = randomUUID();
const PROP_A2 = randomUUID();
const UNIT_1 = randomUUID();
const UNIT_2 = randomUUID();
const RESIDENT = randomUUID();
const OTHER = randomUUID();
const VIEWER = randomUUID();

const principal = (roles: Role[], scope: Partial<Principal> = {}): Principal => ({
  userId: RESIDENT,
  roles,
  orgId: ORG_A,
  propertyIds: [],
  unitIds: [],
  vendorId: null,
  permissions: new Set(),
  ...scope,
});

const PRINCIPALS: [string, Principal][] = [
  ['administrator', principal(['administrator'], { orgId: null })],
  ['org A manager', principal(['property-manager'])],
  ['manager of one property', principal(['property-manager'], { propertyIds: [PROP_A1] })],
  ['resident of unit 1', principal(['resident'], { propertyIds: [PROP_A1], unitIds: [UNIT_1] })],
  ['vendor', principal(['vendor'])],
  ['user with no org', principal(['staff'], { orgId: null })],
  // An administrator viewing as the resident (ADR 0037): the resident's scope, and no private
  // record the administrator is no participant of.
  ['resident viewed as', principal(['resident'], { propertyIds: [PROP_A1], unitIds: [UNIT_1], viewedBy: VIEWER })],
];

/** Rows spread over two orgs, two properties, two units and two owners. */
function rowsFor(def: EntityDef): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  let seq = 0;
  for (const org of [ORG_A, ORG_B])
    for (const prop of [PROP_A1, PROP_A2])
      for (const unitId of [UNIT_1, UNIT_2])
        for (const owner of [RESIDENT, OTHER]) {
          seq++;
          const row: Record<string, unknown> = { ...sampleRecord(def, seq), id: randomUUID() };
          if (def.name === 'parentOrg') row.id = seq === 1 ? ORG_A : seq === 2 ? ORG_B : row.id;
          if (def.name === 'property') row.id = seq === 1 ? PROP_A1 : seq === 2 ? PROP_A2 : row.id;
          if (def.name === 'unit') row.id = seq === 1 ? UNIT_1 : seq === 2 ? UNIT_2 : row.id;
          if (def.tenancy === 'org' || def.tenancy === 'property') row.parentOrgId = org;
          if (def.tenancy === 'property') row.propertyId = prop;
          if (def.fields.unitId) row.unitId = unitId;
          for (const field of ownerFieldsOf(def)) row[field] = def.fields[field]?.kind === 'refList' ? [owner] : owner;
          // Participants (privateTo) and visible values (visibleStates) vary independently of the rest.
          if (def.privateTo) row[def.privateTo] = seq % 3 === 0 ? [OTHER] : [owner, OTHER];
          const visible = def.visibleStates && def.fields[def.visibleStates.field];
          if (visible?.kind === 'boolean') row[def.visibleStates!.field] = seq % 3 !== 1;
          if (visible?.kind === 'enum') row[def.visibleStates!.field] = visible.options![seq % visible.options!.length]!.value;
          rows.push(row);
        }
  return rows;
}

const ENTITIES_UNDER_TEST = ['parentOrg', 'property', 'unit', 'pet', 'supportRequest'];

describe('recordInScope agrees with scopeFilter', () => {
  let testDb: { url: string; drop(): Promise<void> };
  let database: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase('portico_scope');
    database = await openDatabase({ url: testDb.url, schema: 'people', migrationsFolder, poolSize: 2 });
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it.each(ENTITIES_UNDER_TEST)('%s: the same records for every kind of principal', async (name) => {
    const def = entityByName(name)!;
    const table = tableFor(def);
    const rows = rowsFor(def);
    await database.db.insert(table).values(rows as never);
    const ids = rows.map((r) => r.id as string);
    const counts = new Set<number>();
    for (const [who, p] of PRINCIPALS) {
      const fromSql = (
        (await database.db
          .select({ id: (table as unknown as { id: never }).id })
          .from(table)
          .where(and(inArray((table as unknown as { id: never }).id, ids), scopeFilter(def, table, p)))) as { id: string }[]
      )
        .map((r) => r.id)
        .sort();
      const inMemory = rows
        .filter((r) => recordInScope(def, r, p))
        .map((r) => r.id as string)
        .sort();
      expect({ who, ids: inMemory }).toEqual({ who, ids: fromSql });
      counts.add(fromSql.length);
    }
    // The principals really differ in what they see: the comparison is not all-or-nothing.
    expect(counts.size).toBeGreaterThan(2);
  });
});

/** Private records (participants only, operators included) and records a role sees only when flagged. */
describe('recordInScope agrees with scopeFilter on participants and flags', () => {
  let testDb: { url: string; drop(): Promise<void> };
  let database: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase('portico_scope_community');
    const folder = join(resolve(__dirname, '../../../..'), 'services', 'community', 'migrations');
    database = await openDatabase({ url: testDb.url, schema: 'community', migrationsFolder: folder, poolSize: 2 });
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it.each(['conversation', 'chatMessage', 'document', 'folder', 'bulletin', 'covenantEnforcement'])(
    '%s: the same records for every kind of principal',
    async (name) => {
      const def = entityByName(name)!;
      const table = tableFor(def);
      const rows = rowsFor(def);
      await database.db.insert(table).values(rows as never);
      const ids = rows.map((r) => r.id as string);
      for (const [who, p] of PRINCIPALS) {
        const fromSql = (
          (await database.db
            .select({ id: (table as unknown as { id: never }).id })
            .from(table)
            .where(and(inArray((table as unknown as { id: never }).id, ids), scopeFilter(def, table, p)))) as { id: string }[]
        )
          .map((r) => r.id)
          .sort();
        const inMemory = rows
          .filter((r) => recordInScope(def, r, p))
          .map((r) => r.id as string)
          .sort();
        expect({ who, ids: inMemory }).toEqual({ who, ids: fromSql });
      }
      // An administrator who is no participant sees no private record; a resident no unshared one.
      const admin = PRINCIPALS.find(([who]) => who === 'administrator')![1];
      const resident = PRINCIPALS.find(([who]) => who === 'resident of unit 1')![1];
      if (def.privateTo)
        expect(rows.filter((r) => recordInScope(def, r, admin)).length).toBe(
          rows.filter((r) => (r[def.privateTo!] as string[]).includes(admin.userId)).length,
        );
      const viewedAs = PRINCIPALS.find(([who]) => who === 'resident viewed as')![1];
      if (def.privateTo) {
        expect(rows.some((r) => recordInScope(def, r, resident))).toBe(true);
        expect(rows.some((r) => recordInScope(def, r, viewedAs))).toBe(false);
      }
      const allowed = def.visibleStates?.roles.resident;
      if (allowed)
        expect(rows.some((r) => !holdsVisibleValue(allowed, r[def.visibleStates!.field]) && recordInScope(def, r, resident))).toBe(false);
    },
  );
});
