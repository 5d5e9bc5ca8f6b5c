import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LIST_COUNT_CAP, PorticoError, SEED_ACCOUNTS, SEED_PROPERTIES, pet, unit } from '@portico/contracts';
import { ClaimsAccessResolver, ResourceService, TokenVerifier, openDatabase, tableFor, type Database } from '@portico/platform';
import { createTestDatabase, startTestIssuer, type TestIssuer } from '@portico/platform/testing';
import { peopleService } from './people.service';
import { seedPeople } from './portfolio/portfolio.seed';
import { seedAccess } from './access/access.seed';
import { generateScalePortfolio, SCALE_PROPERTY_ID } from './portfolio/scale-portfolio';

/**
 * Calendar and picker queries on real PostgreSQL (ADR 0023): date ranges, read many by ids,
 * the bounded first-page count past LIST_COUNT_CAP rows, and search through the trigram index.
 */
const SCALE = LIST_COUNT_CAP + 50;
let testDb: { url: string; drop(): Promise<void> };
let database: Database;
let issuer: TestIssuer;
let units: ResourceService;
let pets: ResourceService;
let admin: Awaited<ReturnType<TokenVerifier['verify']>>;
let manager: Awaited<ReturnType<TokenVerifier['verify']>>;

beforeAll(async () => {
  testDb = await createTestDatabase('portico_lists');
  database = await openDatabase({ url: testDb.url, schema: 'people', migrationsFolder: peopleService.migrationsFolder });
  await seedAccess(database.db);
  await seedPeople(database.db);
  await generateScalePortfolio(database.db, SCALE);
  units = new ResourceService(unit, tableFor(unit), database.db);
  pets = new ResourceService(pet, tableFor(pet), database.db);
  issuer = await startTestIssuer();
  const verifier = new TokenVerifier({ issuer: issuer.issuer }, new ClaimsAccessResolver());
  admin = await verifier.verify(await issuer.token(SEED_ACCOUNTS.find((a) => a.roles.includes('administrator'))!));
  manager = await verifier.verify(await issuer.token(SEED_ACCOUNTS.find((a) => a.email === 'manager@portico.test')!));
}, 180_000);

afterAll(async () => {
  await database?.close();
  await issuer?.close();
  await testDb?.drop();
});

async function refusal(promise: Promise<unknown>): Promise<PorticoError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof PorticoError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('date ranges', () => {
  const petIds = { jan: randomUUID(), feb: randomUUID(), mar: randomUUID(), none: randomUUID() };

  beforeAll(async () => {
    const [home] = await database.db
      .execute<{ id: string; property_id: string; parent_org_id: string }>(
        sql`select id, property_id, parent_org_id from people.units where property_id = ${SEED_PROPERTIES.harborView} limit 1`,
      )
      .then((r) => (r as unknown as { rows: { id: string; property_id: string; parent_org_id: string }[] }).rows);
    const base = { unitId: home!.id, propertyId: home!.property_id, parentOrgId: home!.parent_org_id, petType: 'dog' };
    await database.db.insert(tableFor(pet)).values([
      { ...base, id: petIds.jan, name: 'Jan', lastVaccinationDate: '2026-01-31', createdAt: '2026-01-31T23:30:00.000Z' },
      { ...base, id: petIds.feb, name: 'Feb', lastVaccinationDate: '2026-02-01', createdAt: '2026-02-01T00:00:00.000Z' },
      { ...base, id: petIds.mar, name: 'Mar', lastVaccinationDate: '2026-03-15', createdAt: '2026-03-15T12:00:00.000Z' },
      { ...base, id: petIds.none, name: 'None', createdAt: '2026-02-10T08:00:00.000Z' },
    ] as never);
  });

  const names = async (query: Record<string, unknown>) =>
    (await pets.list(admin, { ...query, sort: 'name', direction: 'asc', limit: 100 })).items
      .map((p) => p.name as string)
      .filter((n) => ['Jan', 'Feb', 'Mar', 'None'].includes(n));

  it('bounds a date field inclusively on both ends, leaving records without a date out', async () => {
    expect(await names({ lastVaccinationDateFrom: '2026-02-01', lastVaccinationDateTo: '2026-03-15' })).toEqual(['Feb', 'Mar']);
    expect(await names({ lastVaccinationDateTo: '2026-01-31' })).toEqual(['Jan']);
    expect(await names({ lastVaccinationDateFrom: '2026-02-02' })).toEqual(['Mar']);
  });

  it('reads a bare date on the creation time as the whole UTC day', async () => {
    expect(await names({ createdFrom: '2026-02-01', createdTo: '2026-02-10' })).toEqual(['Feb', 'None']);
    expect(await names({ createdTo: '2026-01-31' })).toEqual(['Jan']);
    expect(await names({ createdFrom: '2026-01-31T23:30:00Z', createdTo: '2026-02-01T00:00:00Z' })).toEqual(['Feb', 'Jan']);
  });

  it('refuses a reversed or impossible range as a validation error', async () => {
    const reversed = await refusal(pets.list(admin, { lastVaccinationDateFrom: '2026-03-01', lastVaccinationDateTo: '2026-02-01' }));
    expect(reversed.code).toBe('VALIDATION_FAILED');
    expect(reversed.details).toEqual({
      fieldErrors: [expect.objectContaining({ path: 'lastVaccinationDateFrom', message: 'lastVaccinationDateFrom must not be after lastVaccinationDateTo' })],
    });
    expect((await refusal(pets.list(admin, { createdFrom: '2026-02-30' }))).code).toBe('VALIDATION_FAILED');
  });
});

describe('read many by ids', () => {
  it('returns the named records within the caller’s scope; foreign and missing ids are simply absent', async () => {
    const rows = (
      (await database.db.execute(
        sql`(select id, property_id from people.units where property_id = ${SEED_PROPERTIES.summitRidge} limit 1)
            union all (select id, property_id from people.units where property_id = ${SCALE_PROPERTY_ID} order by id limit 3)`,
      )) as unknown as { rows: { id: string; property_id: string }[] }
    ).rows;
    const foreign = rows.find((r) => r.property_id === SEED_PROPERTIES.summitRidge)!.id;
    const own = rows.filter((r) => r.property_id === SCALE_PROPERTY_ID).map((r) => r.id);
    const ids = [...own, foreign, randomUUID()].join(',');
    const asManager = await units.list(manager, { ids });
    expect(asManager.items.map((u) => u.id).sort()).toEqual([...own].sort());
    expect(asManager).toMatchObject({ total: 3, totalIsExact: true, nextCursor: null });
    const asAdmin = await units.list(admin, { ids });
    expect(asAdmin.items.map((u) => u.id).sort()).toEqual([...own, foreign].sort());
    // Up to 100 ids come back in one page whatever the page size asked for.
    const hundred = (
      (await database.db.execute(sql`select id from people.units where property_id = ${SCALE_PROPERTY_ID} limit 100`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((r) => r.id);
    expect((await units.list(admin, { ids: hundred.join(','), limit: 10 })).items).toHaveLength(100);
  });

  it('refuses more than 100 ids or one that is not an id', async () => {
    const tooMany = Array.from({ length: 101 }, () => randomUUID()).join(',');
    expect((await refusal(units.list(admin, { ids: tooMany }))).details).toEqual({
      fieldErrors: [expect.objectContaining({ path: 'ids', message: 'ids may name at most 100 ids' })],
    });
    expect((await refusal(units.list(admin, { ids: `${randomUUID()},1 or 1=1` }))).code).toBe('VALIDATION_FAILED');
  });
});

describe('bounded first-page count', () => {
  it('caps the count past LIST_COUNT_CAP rows and says so; later pages carry it', async () => {
    const first = await units.list(admin, { limit: 25 });
    expect(first.total).toBe(LIST_COUNT_CAP);
    expect(first.totalIsExact).toBe(false);
    const second = await units.list(admin, { limit: 25, cursor: first.nextCursor });
    expect(second).toMatchObject({ total: LIST_COUNT_CAP, totalIsExact: false });
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  });

  it('counts exactly below the cap (a filtered list, an org-scoped user’s smaller list)', async () => {
    const tower = await units.list(admin, { limit: 25, building: 'Tower 1' });
    expect(tower).toMatchObject({ total: 2500, totalIsExact: true });
    const next = await units.list(admin, { limit: 25, building: 'Tower 1', cursor: tower.nextCursor });
    expect(next).toMatchObject({ total: 2500, totalIsExact: true });
    const seeded = await units.list(admin, { limit: 100, propertyId: SEED_PROPERTIES.summitRidge });
    expect(seeded.totalIsExact).toBe(true);
    expect(seeded.total).toBe(seeded.items.length);
  });
});

describe('search', () => {
  it('finds by any searchable column, case-insensitively, with LIKE wildcards taken literally', async () => {
    const page = await units.list(admin, { q: 'lt-101234', limit: 10 });
    expect(page.items.map((u) => u.keyFob)).toEqual(['LT-101234']);
    expect(page.totalIsExact).toBe(true);
    expect((await units.list(admin, { q: 't05-0101' })).items.map((u) => u.unitNumber)).toEqual(['T05-0101']);
    expect((await units.list(admin, { q: '%' })).total).toBe(0);
  });

  it('answers from the trigram index, not by reading the table', async () => {
    const plan = (
      (await database.db.transaction(async (tx) => {
        // Rules the sequential scan out, so the plan shows whether an index can answer ILIKE at all.
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(sql`explain select id from people.units where unit_number ilike '%05-01%' or key_fob ilike '%05-01%'`);
      })) as unknown as { rows: { 'QUERY PLAN': string }[] }
    ).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('units_unit_number_trgm_idx');
    expect(plan).toContain('units_key_fob_trgm_idx');
    const { rows } = (await database.db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`)) as unknown as {
      rows: { extname: string }[];
    };
    expect(rows).toEqual([{ extname: 'pg_trgm' }]);
  });
});
