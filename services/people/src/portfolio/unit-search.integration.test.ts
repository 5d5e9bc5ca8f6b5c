import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unit } from '@portico/contracts';
import { ResourceService, openDatabase, tableFor, type Database, type Principal } from '@portico/platform';
import { createTestDatabase, testDatabaseKind } from '@portico/platform/testing';
import { peopleService } from '../people.service';

/**
 * A list search answers what was asked first (issue 18): units searched for "401" list unit 401,
 * then those starting with 401, then those only containing it; each rank in the list's own sort,
 * through every page. On PostgreSQL and again on the embedded database (jest's two projects).
 */
const ORG = randomUUID();
const PROPERTY = randomUUID();
const NUMBERS = ['1401', '2401', '401', '401B', '4010', 'A401', '402', '140'];

const admin: Principal = {
  userId: randomUUID(),
  roles: ['administrator'],
  orgId: null,
  propertyIds: [],
  unitIds: [],
  vendorId: null,
  permissions: new Set(),
};

let database: Database;
let units: ResourceService;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const migrationsFolder = peopleService.migrationsFolder;
  if (testDatabaseKind() === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-unit-search-'));
    database = await openDatabase({ dataDir, schema: 'people', migrationsFolder });
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const testDb = await createTestDatabase('portico_unit_search');
    database = await openDatabase({ url: testDb.url, schema: 'people', migrationsFolder });
    cleanup = () => testDb.drop();
  }
  const table = tableFor(unit);
  await database.db.insert(table).values(NUMBERS.map((unitNumber) => ({ unitNumber, parentOrgId: ORG, propertyId: PROPERTY })) as never);
  units = new ResourceService(unit, table, database.db);
}, 180_000);

afterAll(async () => {
  await database?.close();
  await cleanup?.();
});

async function numbers(query: Record<string, unknown>, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await units.list(admin, { ...query, limit, ...(cursor ? { cursor } : {}) });
    seen.push(...page.items.map((u) => String(u.unitNumber)));
    expect(page.total).toBe(6);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('list search ranking', () => {
  it('lists the exact match, then prefix matches, then the rest, each in the list’s sort', async () => {
    expect(await numbers({ q: '401', sort: 'unitNumber', direction: 'asc' }, 25)).toEqual(['401', '4010', '401B', '1401', '2401', 'A401']);
  });

  it('keeps that order through every page of a keyset walk', async () => {
    expect(await numbers({ q: '401', sort: 'unitNumber', direction: 'asc' }, 2)).toEqual(['401', '4010', '401B', '1401', '2401', 'A401']);
    expect(await numbers({ q: '401', sort: 'unitNumber', direction: 'desc' }, 1)).toEqual(['401', '401B', '4010', 'A401', '2401', '1401']);
  });

  it('matches exactly and by prefix whatever the case, and takes wildcards literally', async () => {
    const page = await units.list(admin, { q: 'a401', sort: 'unitNumber', direction: 'asc' });
    expect(page.items.map((u) => u.unitNumber)).toEqual(['A401']);
    const b = await units.list(admin, { q: '401b', sort: 'unitNumber', direction: 'asc' });
    expect(b.items.map((u) => u.unitNumber)).toEqual(['401B']);
    const wildcard = await units.list(admin, { q: '40_', sort: 'unitNumber', direction: 'asc' });
    expect(wildcard.items).toEqual([]);
  });

  it('never answers the rank it ordered by', async () => {
    const page = await units.list(admin, { q: '401' });
    for (const item of page.items) expect(Object.keys(item).some((k) => k.toLowerCase().includes('rank'))).toBe(false);
  });
});
