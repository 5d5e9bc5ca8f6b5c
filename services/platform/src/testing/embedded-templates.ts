import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database';
import type { DomainServiceOptions } from '../nest/domain-service.module';

/**
 * Embedded databases for the suites of jest's "embedded" project start as a copy of one data
 * folder per domain, migrated (and seeded) once per run by the same `openDatabase` a service
 * starts with: creating one from nothing takes PGlite 5–15 s on a loaded two-core machine and
 * every suite starts several, a copy about a second. The folder is closed before it is copied,
 * so each copy is a database as PGlite left it; no service shares one. The service still runs
 * its seed on the copy: seeds are idempotent (about a second on a seeded copy) and some write
 * outside the database (the community seed's file bytes go to the run's file store).
 * `PORTICO_EMBEDDED_TEMPLATES` (set by the global setup) names where the run keeps them; without
 * it each database is created from nothing.
 */
export async function embeddedDataDir(
  options: Pick<DomainServiceOptions, 'domain' | 'migrationsFolder' | 'seed'>,
  seed: boolean,
): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), `portico-${options.domain}-db-`));
  const root = process.env.PORTICO_EMBEDDED_TEMPLATES;
  if (!root) return dataDir;
  const template = join(root, templateKey(options, seed));
  if (!existsSync(template)) await createTemplate(options, seed, root, template);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Whose copy a template is: the domain, its migrations and its seed, so a change to any is a new one. */
function templateKey(options: Pick<DomainServiceOptions, 'domain' | 'migrationsFolder' | 'seed'>, seed: boolean): string {
  const hash = createHash('sha256').update(options.migrationsFolder);
  for (const file of readdirSync(options.migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(options.migrationsFolder, file)));
  }
  if (seed && options.seed) hash.update(options.seed.toString());
  return `${options.domain}-${seed && options.seed ? 'seeded' : 'bare'}-${hash.digest('hex').slice(0, 16)}`;
}

async function createTemplate(
  options: Pick<DomainServiceOptions, 'domain' | 'migrationsFolder' | 'seed'>,
  seed: boolean,
  root: string,
  template: string,
): Promise<void> {
  const building = mkdtempSync(join(root, 'building-'));
  const database = await openDatabase({
    dataDir: building,
    schema: options.domain,
    migrationsFolder: options.migrationsFolder,
    ...(seed && options.seed ? { prepare: options.seed } : {}),
  });
  await database.close();
  try {
    // Two workers may build the same one: the first rename wins, the other's copy is dropped.
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
}
