import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './database';
import { DatabaseWaitTimeoutError, NestedDatabaseUseError } from './connection-guard';
import { createTestDatabase } from '../testing/test-database';

/**
 * The mistake that left billing answering nothing on the embedded database: a unit of work using
 * the root handle while it holds a transaction. It fails at once, on both drivers, and a wait for
 * the embedded connection has a deadline that names who holds it.
 */
const migrationsFolder = join(__dirname, '..', '..', '..', 'people', 'migrations');

async function embedded(): Promise<{ database: Database; drop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-guard-'));
  const database = await openDatabase({ dataDir: dir, schema: 'people', migrationsFolder });
  return { database, drop: () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgres(): Promise<{ database: Database; drop(): Promise<void> }> {
  const test = await createTestDatabase('portico_guard');
  const database = await openDatabase({ url: test.url, schema: 'people', migrationsFolder });
  return { database, drop: () => test.drop() };
}

/** The guard's error, through the driver's wrapper (drizzle reports "Failed query" with it as the cause). */
async function refusal(work: Promise<unknown>): Promise<NestedDatabaseUseError> {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  for (let e = err; e; e = (e as { cause?: unknown }).cause) if (e instanceof NestedDatabaseUseError) return e;
  throw new Error(`not refused by the guard: ${String(err)}`);
}

describe.each([
  ['the embedded database', embedded],
  ['PostgreSQL', postgres],
] as const)('on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    opened = await open();
  }, 120_000);
  afterAll(async () => {
    await opened.database.close();
    await opened.drop();
  });

  it('refuses a query or a transaction on the root handle from inside its own transaction, naming where it was opened', async () => {
    const { db } = opened.database;
    const query = await refusal(db.transaction(async () => db.execute(sql`select 1`)));
    expect(query.message).toMatch(/^A query on the root database handle from inside an open transaction/);
    const nested = await refusal(db.transaction(async () => db.transaction(async () => undefined)));
    expect(nested.message).toMatch(/^A transaction on the root database handle .*connection-guard\.integration\.test/);
    // The transaction's own handle is the way; the root handle works again once it ended.
    expect(await db.transaction(async (tx) => ((await tx.execute(sql`select 2 as n`)) as { rows: unknown[] }).rows)).toEqual([{ n: 2 }]);
    expect(await opened.database.query('select 3 as n')).toEqual([{ n: 3 }]);
  });
});

it('a wait for the embedded connection past its deadline fails, is logged with the holder, and never runs later', async () => {
  process.env.PORTICO_DB_WAIT_MS = '300';
  const dir = mkdtempSync(join(tmpdir(), 'portico-guard-'));
  const warnings: { details: object; message: string }[] = [];
  const database = await openDatabase({
    dataDir: dir,
    schema: 'people',
    migrationsFolder,
    log: { warn: (details, message) => warnings.push({ details, message }) },
  });
  delete process.env.PORTICO_DB_WAIT_MS;
  try {
    await database.query('create table people.guard_probe (n int)');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = database.db.transaction(async () => released);
    const waiting = database.query('insert into people.guard_probe values (1)');
    await expect(waiting).rejects.toBeInstanceOf(DatabaseWaitTimeoutError);
    expect(warnings).toEqual([
      {
        message: 'a wait for the embedded database timed out',
        details: expect.objectContaining({ schema: 'people', heldBy: expect.stringMatching(/a transaction opened at .*connection-guard/) }),
      },
    ]);
    release();
    await holder;
    // The insert reported as failed did not happen behind its caller's back.
    expect(await database.query('select count(*)::int as n from people.guard_probe')).toEqual([{ n: 0 }]);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
