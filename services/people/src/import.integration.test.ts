import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { IMPORT_CHUNK_ROWS, SEED_ACCOUNTS, SEED_PROPERTIES, type ImportJob } from '@portico/contracts';
import { NatsRpcClient, createDomainService, openDatabase, type Database } from '@portico/platform';
import { startDomainServiceForTest, startIsolatedNats, startTestIssuer, type TestIssuer } from '@portico/platform/testing';
import { connect, type NatsConnection } from 'nats';
import { peopleService } from './people.service';
import { importJobs, pets, units } from './schema';

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
  // Generous: a 20,000-row commit keeps the service busy, and on a loaded CI machine a refusal
  // that is immediate here can take seconds to travel.
  return rpc.request<T>(`people.${entity}.import.${step}`, payload, {
    authorization: `Bearer ${await issuer.token(account(email))}`,
    timeoutMs: 30_000,
  });
}
/** Polls the job until its commit ended (the commit itself answers at once). */
async function finished(email: string, jobId: string, entity = 'unit'): Promise<ImportJob> {
  for (;;) {
    const job = await as<ImportJob>(email, 'status', { params: { jobId } }, entity);
    if (job.status !== 'committing') return job;
    expect(job.progress).toEqual(expect.objectContaining({ total: expect.any(Number), done: expect.any(Number) }));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stages rows in chunks as the console does. */
async function stage(email: string, jobId: string, values: Record<string, string>[]): Promise<ImportJob> {
  let job: ImportJob | undefined;
  for (let start = 0; start < values.length; start += IMPORT_CHUNK_ROWS) {
    const rows = values.slice(start, start + IMPORT_CHUNK_ROWS).map((v, i) => ({ row: start + i + 1, values: v }));
    job = await as<ImportJob>(email, 'rows', { params: { jobId }, body: { rows } });
  }
  return job!;
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
  expect(staged).toMatchObject({ totalRows: 4, errorRows: 3, status: 'staged' });
  expect(staged.errors).toEqual([
    { row: 2, errors: [expect.objectContaining({ path: 'bedrooms', message: 'Bedrooms must be a number' })] },
    { row: 3, errors: [expect.objectContaining({ path: 'unitNumber', message: 'The Unit field is required' })] },
    { row: 4, errors: [expect.objectContaining({ path: 'createdBy', message: 'Field not allowed: createdBy' })] },
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
  const started = await as<ImportJob>('manager@portico.test', 'commit', { params: { jobId: job.id } });
  expect(started).toMatchObject({ status: 'committing', created: 0 });
  expect(await finished('manager@portico.test', job.id)).toMatchObject({ status: 'committed', created: 4, progress: null });
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
  expect(staged.errors).toEqual([
    { row: 2, errors: [expect.objectContaining({ path: 'unitId', message: 'Unit 999 not found on the selected Property' })] },
  ]);
});

it('never lets another org’s manager import into a property they cannot see, or touch another user’s job', async () => {
  const job = await as<ImportJob>('manager2@portico.test', 'start', { body: { defaults: { propertyId: SEED_PROPERTIES.harborView } } });
  const staged = await as<ImportJob>('manager2@portico.test', 'rows', {
    params: { jobId: job.id },
    body: { rows: [{ row: 1, values: { unitNumber: 'X1' } }] },
  });
  expect(staged.errors).toEqual([
    { row: 1, errors: [expect.objectContaining({ path: 'propertyId', message: 'Property not found on the selected Parent Org' })] },
  ]);
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

describe('commit runs as a job', () => {
  const email = 'manager@portico.test';
  const unitsIn = async (prefix: string) =>
    (
      await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(units)
        .where(sql`${units.unitNumber!} ilike ${`${prefix}%`}`)
    )[0]!.n;

  it('marks commits left by a dead process failed when a service starts', async () => {
    const job = await as<ImportJob>(email, 'start', { body: { defaults: { propertyId: SEED_PROPERTIES.harborLofts } } });
    await stage(email, job.id, [{ unitNumber: 'SWEPT-1' }]);
    await database.db
      .update(importJobs)
      .set({ status: 'committing', leaseId: randomUUID(), leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(importJobs.id, job.id));
    // A replica starting on the same database, as after a crash.
    const replica = await createDomainService(peopleService, {
      domain: 'people',
      natsUrl: natsServer.url,
      databaseUrl: people.databaseUrl,
      oidcIssuer: issuer.issuer,
      seedDemoData: false,
    });
    try {
      const [row] = await database.db.select().from(importJobs).where(eq(importJobs.id, job.id));
      expect(row).toMatchObject({ status: 'failed', leaseId: null, failure: expect.stringContaining('interrupted') });
    } finally {
      await replica.close();
    }
  }, 120_000); // a starting replica also relays the outbox; it runs first, before the large imports fill it

  it('answers a 20,000-row commit at once with the job committing, then ends committed with every row', async () => {
    const job = await as<ImportJob>(email, 'start', {
      body: { defaults: { propertyId: SEED_PROPERTIES.harborLofts }, fileName: 'big.csv' },
    });
    const staged = await stage(
      email,
      job.id,
      Array.from({ length: 20_000 }, (_, i) => ({ unitNumber: `BIG-${i + 1}`, bedrooms: String(i % 4) })),
    );
    expect(staged).toMatchObject({ status: 'staged', totalRows: 20_000, errorRows: 0 });

    const started = await as<ImportJob>(email, 'commit', { params: { jobId: job.id } });
    // The answer is the job state, not the outcome: the transaction is still to run.
    expect(started).toMatchObject({ status: 'committing', created: 0, progress: { phase: 'checking', total: 20_000 } });
    // A second commit is refused whether the first is still running or already done.
    await expect(as(email, 'commit', { params: { jobId: job.id } })).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });

    expect(await finished(email, job.id)).toMatchObject({ status: 'committed', created: 20_000, totalRows: 20_000, errors: [] });
    expect(await unitsIn('BIG-')).toBe(20_000);
    await expect(as(email, 'commit', { params: { jobId: job.id } })).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
  }, 300_000); // staging and writing 20,000 rows on a shared test machine

  it('writes nothing when the commit fails midway, and commits on retry', async () => {
    // A trigger refuses one row deep into the file: thousands are already written in the
    // transaction when it fails.
    await database.db.execute(
      sql.raw(`
      create function people.refuse_boom() returns trigger language plpgsql as $$
      begin if new.unit_number = 'MID-2500' then raise exception 'forced failure'; end if; return new; end $$;
      create trigger refuse_boom before insert on people.units for each row execute function people.refuse_boom();`),
    );
    const job = await as<ImportJob>(email, 'start', { body: { defaults: { propertyId: SEED_PROPERTIES.harborLofts } } });
    await stage(
      email,
      job.id,
      Array.from({ length: 3000 }, (_, i) => ({ unitNumber: `MID-${i + 1}` })),
    );
    expect(await as<ImportJob>(email, 'commit', { params: { jobId: job.id } })).toMatchObject({ status: 'committing' });
    const failed = await finished(email, job.id);
    expect(failed).toMatchObject({ status: 'failed', created: 0, errorRows: 0, failure: expect.stringContaining('nothing was imported') });
    expect(failed.failure).not.toContain('forced failure'); // database internals stay in the log
    expect(await unitsIn('MID-')).toBe(0);

    await database.db.execute(sql.raw('drop trigger refuse_boom on people.units; drop function people.refuse_boom();'));
    await as(email, 'commit', { params: { jobId: job.id } });
    expect(await finished(email, job.id)).toMatchObject({ status: 'committed', created: 3000, failure: null });
    expect(await unitsIn('MID-')).toBe(3000);
  }, 120_000);

  it('fails a commit left behind by a dead process (its lease ran out), and lets the user commit again', async () => {
    const job = await as<ImportJob>(email, 'start', { body: { defaults: { propertyId: SEED_PROPERTIES.harborLofts } } });
    await stage(email, job.id, [{ unitNumber: 'DEAD-1' }, { unitNumber: 'DEAD-2' }]);
    // What a process that died mid-commit leaves: the job committing, under a lease nobody renews.
    await database.db
      .update(importJobs)
      .set({ status: 'committing', leaseId: randomUUID(), leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(importJobs.id, job.id));
    expect(await as<ImportJob>(email, 'status', { params: { jobId: job.id } })).toMatchObject({
      status: 'failed',
      failure: expect.stringContaining('interrupted'),
    });
    expect(await unitsIn('DEAD-')).toBe(0);
    await as(email, 'commit', { params: { jobId: job.id } });
    expect(await finished(email, job.id)).toMatchObject({ status: 'committed', created: 2 });

    // A lease still running belongs to a live commit: a second one is refused.
    const other = await as<ImportJob>(email, 'start', { body: { defaults: { propertyId: SEED_PROPERTIES.harborLofts } } });
    await stage(email, other.id, [{ unitNumber: 'LIVE-1' }]);
    await database.db
      .update(importJobs)
      .set({ status: 'committing', leaseId: randomUUID(), leaseUntil: sql`now() + interval '1 minute'` })
      .where(eq(importJobs.id, other.id));
    await expect(as(email, 'commit', { params: { jobId: other.id } })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      as(email, 'rows', { params: { jobId: other.id }, body: { rows: [{ row: 1, values: { unitNumber: 'LIVE-1' } }] } }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('fails the commit on the rows that turned invalid since staging, and commits once they are sent again', async () => {
    const job = await as<ImportJob>(email, 'start', { body: { defaults: { propertyId: SEED_PROPERTIES.harborLofts } } });
    await stage(email, job.id, [{ unitNumber: 'LATE-1' }, { unitNumber: 'LATE-2' }, { unitNumber: 'LATE-3' }]);
    // Someone creates unit LATE-2 after the file was checked.
    await rpc.request(
      'people.unit.create',
      { body: { unitNumber: 'late-2', propertyId: SEED_PROPERTIES.harborLofts } },
      { authorization: `Bearer ${await issuer.token(account(email))}` },
    );
    await as(email, 'commit', { params: { jobId: job.id } });
    const failed = await finished(email, job.id);
    expect(failed).toMatchObject({ status: 'failed', errorRows: 1, failure: null, created: 0 });
    expect(failed.errors).toEqual([
      { row: 2, errors: [expect.objectContaining({ path: 'unitNumber', message: 'This unit or suite no is already in use.' })] },
    ]);
    expect(await unitsIn('LATE-')).toBe(1);
    await expect(as(email, 'commit', { params: { jobId: job.id } })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });

    const fixed = await as<ImportJob>(email, 'rows', {
      params: { jobId: job.id },
      body: { rows: [{ row: 2, values: { unitNumber: 'LATE-2B' } }] },
    });
    expect(fixed).toMatchObject({ status: 'staged', errorRows: 0, errors: [] });
    await as(email, 'commit', { params: { jobId: job.id } });
    expect(await finished(email, job.id)).toMatchObject({ status: 'committed', created: 3 });
    expect(await unitsIn('LATE-')).toBe(4);
  });

  it('reports unit numbers already taken in the property, or twice in the file, on their rows', async () => {
    const job = await as<ImportJob>(email, 'start', { body: { defaults: { propertyId: SEED_PROPERTIES.harborView } } });
    const staged = await stage(email, job.id, [
      { unitNumber: '108' },
      { unitNumber: 'TWICE' },
      { unitNumber: 'twice' },
      { unitNumber: 'ONCE' },
    ]);
    const taken = [expect.objectContaining({ path: 'unitNumber', message: 'This unit or suite no is already in use.' })];
    expect(staged.errors).toEqual([
      { row: 1, errors: taken },
      { row: 3, errors: taken },
    ]);
    // Another org's property may hold the same numbers: the scope is the property.
    const summit = await as<ImportJob>('manager2@portico.test', 'start', {
      body: { defaults: { propertyId: SEED_PROPERTIES.summitRidge } },
    });
    expect(await stage('manager2@portico.test', summit.id, [{ unitNumber: '108' }, { unitNumber: 'ONCE' }])).toMatchObject({
      errorRows: 0,
    });
  });
});
