import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';

/** The drizzle handle both drivers share; services never see which one is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationConfig = {
    migrationsFolder: options.migrationsFolder,
    migrationsSchema: options.schema,
    migrationsTable: '__migrations',
  };
  if (options.url) {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client killed by the server (restart, failover) must not crash the process: the
    // pool drops it and the next query opens a new connection.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool });
    await migratePg(db, migrationConfig);
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the search indexes the migrations create (ADR 0023).
  const extensions = { pg_trgm };
  const client = options.dataDir ? new PGlite(options.dataDir, { extensions }) : new PGlite({ extensions });
  const db = drizzlePglite({ client });
  await migratePglite(db, migrationConfig);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
