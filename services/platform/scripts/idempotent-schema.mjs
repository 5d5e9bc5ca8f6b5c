// drizzle's migrator creates the service schema for its journal before the first migration
// runs, so the generated `CREATE SCHEMA` must tolerate an existing schema.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'migrations';
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const path = join(dir, file);
  const sql = readFileSync(path, 'utf8');
  const fixed = sql.replace(/CREATE SCHEMA "/g, 'CREATE SCHEMA IF NOT EXISTS "');
  if (fixed !== sql) writeFileSync(path, fixed);
}
