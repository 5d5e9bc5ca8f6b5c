import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/database';
import { createTestDatabase } from './test-database';

/**
 * A fresh test database holding only the tables a test writes by hand (`ddl`), in `schema`, with
 * no migrations: for a platform part (inbox, outbox) tested without a service around it.
 */
export async function openScratchDatabase(
  prefix: string,
  schema: string,
  ddl: readonly string[],
): Promise<{ database: Database; close(): Promise<void> }> {
  const migrations = mkdtempSync(join(tmpdir(), `${prefix}-`));
  mkdirSync(join(migrations, 'meta'));
  writeFileSync(join(migrations, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }));
  const testDb = await createTestDatabase(prefix);
  const database = await openDatabase({ url: testDb.url, schema, migrationsFolder: migrations });
  for (const statement of ddl) await database.db.execute(sql.raw(statement));
  return {
    database,
    async close() {
      await database.close();
      await testDb.drop();
      rmSync(migrations, { recursive: true, force: true });
    },
  };
}
