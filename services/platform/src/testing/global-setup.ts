import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPrivateNats, startPrivatePostgres, type PrivateInstance } from './private-instances';

/**
 * Tests run against real NATS and PostgreSQL: the ones named by NATS_URL / DATABASE_URL when
 * set, otherwise private instances started here for the run.
 */
declare global {
  var __porticoInstances: PrivateInstance[] | undefined;
  var __porticoTemplates: string | undefined;
}

export default async function globalSetup(): Promise<void> {
  const started: PrivateInstance[] = [];
  // One fixed cursor key for every service a test starts (replicas must share it, ADR 0014).
  process.env.PORTICO_CURSOR_SECRET ??= 'portico-test-cursor-secret';
  if (!process.env.NATS_URL) {
    // Suites that run services start their own (startIsolatedNats); this one serves the rest.
    const nats = await startPrivateNats();
    process.env.NATS_URL = nats.url;
    started.push(nats);
  }
  if (!process.env.DATABASE_URL) {
    const pg = await startPrivatePostgres();
    process.env.DATABASE_URL = pg.url;
    started.push(pg);
  }
  // Where the embedded suites keep their migrated, seeded databases to copy (embedded-templates.ts);
  // removed at teardown only when this run made it.
  if (process.env.PORTICO_EMBEDDED_TEMPLATES === undefined) {
    process.env.PORTICO_EMBEDDED_TEMPLATES = mkdtempSync(join(tmpdir(), 'portico-embedded-templates-'));
    globalThis.__porticoTemplates = process.env.PORTICO_EMBEDDED_TEMPLATES;
  }
  globalThis.__porticoInstances = started;
}
