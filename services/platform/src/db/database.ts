import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Client, Pool } from 'pg';
import { sql } from 'drizzle-orm';
import { ConnectionGate, callerOrigin, refuseInsideOwnTransaction, runAsTransaction } from './connection-guard';

/** The drizzle handle both drivers share; services never see which one is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** A real read of the service's own schema within `timeoutMs`; throws when it cannot answer. */
  ping(timeoutMs: number): Promise<void>;
  /** Plain SQL with `$n` parameters on either driver (tests and tools read state through it). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** Where the database reports a stuck wait (a pino logger fits). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

/** How long a unit of work waits for a connection before failing loudly (ms). */
export function databaseWaitMs(): number {
  const value = Number(process.env.PORTICO_DB_WAIT_MS);
  return Number.isFinite(value) && value > 0 ? value : 8000;
}

export interface DatabaseOptions {
  /** PostgreSQL server URL; when absent an embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory (embedded default); in-memory when absent. */
  dataDir?: string;
  /** The service's own schema: its tables and its migrations journal live there. */
  schema: string;
  migrationsFolder: string;
  poolSize?: number;
  log?: DatabaseLog;
  /**
   * Start-up work after the migrations (the demo seed). On PostgreSQL it runs with them under
   * one lock per schema, so replicas starting together migrate and seed one after the other.
   */
  prepare?: (db: Db) => Promise<void>;
}

async function withDeadline<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Every entry to the drizzle handle's transactions is marked, so that the root handle refuses to
 * be used from inside one (connection-guard.ts says why).
 */
function markTransactions(db: Db, owner: object): void {
  const original = db.transaction.bind(db) as (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;
  (db as unknown as { transaction: typeof original }).transaction = (fn, config) => {
    refuseInsideOwnTransaction(owner, 'A transaction');
    const origin = callerOrigin();
    return runAsTransaction(owner, origin, (opened) =>
      original((tx) => {
        opened();
        return fn(tx);
      }, config),
    );
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationConfig = {
    migrationsFolder: options.migrationsFolder,
    migrationsSchema: options.schema,
    migrationsTable: '__migrations',
  };
  if (options.url) {
    // A wait for a pooled connection has a deadline too (a leak or a stuck transaction shows).
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: databaseWaitMs() });
    // An idle client killed by the server (restart, failover) must not crash the process: the
    // pool drops it and the next query opens a new connection.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool });
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { connect: typeof connect }).connect = (...args: unknown[]) => {
      refuseInsideOwnTransaction(pool, 'A query');
      return connect(...args);
    };
    markTransactions(db as unknown as Db, pool);
    await oneReplicaAtATime(options.url, options.schema, async () => {
      await migratePg(db, migrationConfig);
      await options.prepare?.(db as unknown as Db);
    });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: pingBy((text) => pool.query(text), options.schema),
      query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the search indexes the migrations create (ADR 0023).
  const extensions = { pg_trgm };
  // 64-bit integers (counts, sums of cents) as text, as node-postgres gives them: one product
  // on both drivers, whatever a raw query's caller does with the value.
  const parsers = { 20: (value: string) => value };
  const client = options.dataDir ? new PGlite(options.dataDir, { extensions, parsers }) : new PGlite({ extensions, parsers });
  const db = drizzlePglite({ client });
  await migratePglite(db, migrationConfig);
  guardEmbeddedClient(client, options);
  // The embedded database belongs to one process: nobody to wait for.
  await options.prepare?.(db as unknown as Db);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: pingBy((text) => db.execute(sql.raw(text)), options.schema),
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

/** A ping: the schema's migrations table answers a count within the deadline, on either driver. */
function pingBy(run: (text: string) => Promise<unknown>, schema: string): Database['ping'] {
  return async (timeoutMs) => {
    await withDeadline(run(`select count(*) from "${schema}"."__migrations"`), timeoutMs, `the ${schema} database`);
  };
}

/**
 * Runs `work` holding a session advisory lock named after the schema: two replicas that start
 * together on an empty database would otherwise both create the same tables (a duplicate-key
 * error ends one) and both seed. The lock ends with its connection, so a replica that dies
 * while holding it frees the next. Its own connection, not one of the pool's: a pool of one
 * would otherwise wait for itself.
 */
async function oneReplicaAtATime(url: string, schema: string, work: () => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: databaseWaitMs() });
  client.on('error', () => undefined);
  await client.connect();
  const key = `portico:start:${schema}`;
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [key]);
    await work();
  } finally {
    await client.end();
  }
}

/**
 * The embedded database is one connection: every use goes through a gate with a deadline, and a
 * use of the root client from inside its own transaction fails at once instead of waiting for ever.
 */
function guardEmbeddedClient(client: PGlite, options: DatabaseOptions): void {
  const gate = new ConnectionGate({
    waitMs: databaseWaitMs(),
    onStuck: (error) =>
      options.log?.warn(
        { waitedMs: error.waitedMs, heldBy: error.holder, schema: options.schema },
        'a wait for the embedded database timed out',
      ),
  });
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, params?: unknown[], queryOptions?: unknown) => {
    refuseInsideOwnTransaction(client, 'A query');
    return gate.hold(`a query (${text.replace(/\s+/g, ' ').slice(0, 80)})`, () => query(text, params, queryOptions as never));
  }) as typeof client.query;
  client.transaction = ((callback: (tx: unknown) => Promise<unknown>) => {
    refuseInsideOwnTransaction(client, 'A transaction');
    const origin = callerOrigin();
    return runAsTransaction(client, origin, (opened) =>
      gate.hold(`a transaction opened at ${origin}`, () =>
        transaction((tx) => {
          opened();
          return callback(tx);
        }),
      ),
    );
  }) as typeof client.transaction;
}
