import { eq, sql } from 'drizzle-orm';
import { SEED_ACCOUNTS, SEED_PROPERTIES, type ImportJob } from '@portico/contracts';
import { NatsRpcClient, openDatabase, type Database } from '@portico/platform';
import { startDomainServiceForTest, startIsolatedNats, startTestIssuer, type TestIssuer } from '@portico/platform/testing';
import { connect, type NatsConnection } from 'nats';
import { peopleService } from './people.service';
import { pets, units } from './schema';

/** CSV import of units and pets: per-row errors, all-or-nothing commit, scope and ownership. */
const account = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!;
let natsServer: Awaited<ReturnType<typeof startIsolatedNats>>;
let issuer: TestIssuer;
let people: Awaited<ReturnType<typeof startDomainServiceForTest>>;
let database: Database;
let nc: NatsConnection;
let rpc: NatsRpcClient;

beforeAll(async () => {
  natsServer = await startIsolatedNats();
  issuer = await startTestIssuer();
  people = await startDomainServiceForTest(peopleService, issuer.issuer);
  database = await openDatabase({ url: people.databaseUrl, schema: 'people', migrationsFolder: peopleService.migrationsFolder });
  nc = await connect({ servers: natsServer.url });
  rpc = new NatsRpcClient(nc);
});

afterAll(async () => {
  await nc.drain();
  await database.close();
  await people.stop();
  await issuer.close();
  await natsServer.stop();
});

async function as<T>(email: string, step: string, payload: object, entity = 'unit'): Promise<T> {
  return rpc.request<T>(`people.${entity}.import.${step}`, payload, { authorization: `Bearer ${await issuer.token(account(email))}` });
}
const countUnits = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(units))[0]!.n;

it('stages rows with per-row errors and commits nothing while one row is bad', async () => {
  const before = await countUnits();
  const job = await as<ImportJob>('manager@portico.test', 'start', {
    body: { defaults: { propertyId: 'Harbor View Apartments' }, fileName: 'units.csv' },
  });
  const staged = await as<ImportJob>('manager@portico.test', 'rows', {
    params: { jobId: job.id },
    body: {
      rows: [
        { row: 1, values: { unitNumber: '901', bedrooms: '2', squareFeet: '1,150' } },
        { row: 2, values: { unitNumber: '902', bedrooms: 'two' } },
        { row: 3, values: { unitNumber: '', building: 'North' } },
        { row: 4, values: { unitNumber: '904', createdBy: 'someone' } },
      ],
    },
  });
  expect(staged).toMatchObject({ totalRows: 4, errorRows: 3, status: 'open' });
  expect(staged.errors).toEqual([
    { row: 2, errors: [{ path: 'bedrooms', message: 'Bedrooms must be a number' }] },
    { row: 3, errors: [{ path: 'unitNumber', message: 'The Unit field is required' }] },
    { row: 4, errors: [{ path: 'createdBy', message: 'Field not allowed: createdBy' }] },
  ]);
  await expect(as('manager@portico.test', 'commit', { params: { jobId: job.id } })).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
    status: 422,
  });
  expect(await countUnits()).toBe(before);

  // The fixed rows replace the bad ones (same row numbers); then everything lands at once.
  const fixed = await as<ImportJob>('manager@portico.test', 'rows', {
    params: { jobId: job.id },
    body: {
      rows: [
        { row: 2, values: { unitNumber: '902', bedrooms: '2' } },
        { row: 3, values: { unitNumber: '903', building: 'North' } },
        { row: 4, values: { unitNumber: '904' } },
      ],
    },
  });
  expect(fixed).toMatchObject({ totalRows: 4, errorRows: 0 });
  const done = await as<ImportJob & { created: number }>('manager@portico.test', 'commit', { params: { jobId: job.id } });
  expect(done).toMatchObject({ status: 'committed', created: 4 });
  expect(await countUnits()).toBe(before + 4);
  const [unit901] = await database.db.select().from(units).where(eq(units.unitNumber!, '901'));
  expect(unit901).toMatchObject({
    propertyId: SEED_PROPERTIES.harborView,
    squareFeet: 1150,
    bedrooms: 2,
    createdBy: account('manager@portico.test').id,
  });

  await expect(as('manager@portico.test', 'commit', { params: { jobId: job.id } })).rejects.toMatchObject({ code: 'CONFLICT' });
});

it('resolves unit numbers within the chosen property for pets', async () => {
  const job = await as<ImportJob>(
    'manager@portico.test',
    'start',
    { body: { defaults: { propertyId: SEED_PROPERTIES.harborView } } },
    'pet',
  );
  const staged = await as<ImportJob>(
    'manager@portico.test',
    'rows',
    {
      params: { jobId: job.id },
      body: {
        rows: [
          { row: 1, values: { unitId: '101', name: 'Pepper', type: 'Dog', breed: 'Beagle' } },
          { row: 2, values: { unitId: '999', name: 'Ghost', type: 'cat' } },
        ],
      },
    },
    'pet',
  );
  expect(staged.errors).toEqual([{ row: 2, errors: [{ path: 'unitId', message: 'Unit 999 not found on the selected Property' }] }]);
});

it('never lets another org’s manager import into a property they cannot see, or touch another user’s job', async () => {
  const job = await as<ImportJob>('manager2@portico.test', 'start', { body: { defaults: { propertyId: SEED_PROPERTIES.harborView } } });
  const staged = await as<ImportJob>('manager2@portico.test', 'rows', {
    params: { jobId: job.id },
    body: { rows: [{ row: 1, values: { unitNumber: 'X1' } }] },
  });
  expect(staged.errors).toEqual([{ row: 1, errors: [{ path: 'propertyId', message: 'Property not found on the selected Parent Org' }] }]);
  await expect(as('manager2@portico.test', 'commit', { params: { jobId: job.id } })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  await expect(as('manager@portico.test', 'status', { params: { jobId: job.id } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  await expect(
    as('manager@portico.test', 'rows', { params: { jobId: job.id }, body: { rows: [{ row: 1, values: { unitNumber: 'X1' } }] } }),
  ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  expect((await database.db.select().from(units).where(eq(units.unitNumber!, 'X1'))).length).toBe(0);
  expect((await database.db.select().from(pets).where(eq(pets.name!, 'Ghost'))).length).toBe(0);
});

it('refuses oversized chunks and unknown default columns', async () => {
  const job = await as<ImportJob>('manager@portico.test', 'start', { body: {} });
  const rows = Array.from({ length: 501 }, (_, i) => ({ row: i + 1, values: { unitNumber: `Z${i}` } }));
  await expect(as('manager@portico.test', 'rows', { params: { jobId: job.id }, body: { rows } })).rejects.toMatchObject({
    code: 'PAYLOAD_TOO_LARGE',
  });
  await expect(as('manager@portico.test', 'start', { body: { defaults: { parentOrgId: 'x', id: 'y' } } })).rejects.toMatchObject({
    code: 'VALIDATION_FAILED',
  });
});
