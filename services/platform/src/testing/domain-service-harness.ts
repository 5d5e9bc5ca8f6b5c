import { rmSync } from 'node:fs';
import type { INestMicroservice } from '@nestjs/common';
import { DATABASE, type DomainServiceOptions } from '../nest/domain-service.module';
import type { Database } from '../db/database';
import { createDomainService } from '../nest/bootstrap';
import { createTestDatabase } from './test-database';
import { embeddedDataDir } from './embedded-templates';
import type { NatsAuth } from '../nats/connect';

/**
 * Which database the services a test starts run on: PostgreSQL (default), or the embedded one
 * `npm start` uses (`PORTICO_TEST_DATABASE=embedded`; jest's "embedded" project sets it), so
 * the integration suites prove both.
 */
export function testDatabaseKind(): 'postgres' | 'embedded' {
  return process.env.PORTICO_TEST_DATABASE === 'embedded' ? 'embedded' : 'postgres';
}

export interface TestDomainService {
  app: INestMicroservice;
  /** The PostgreSQL URL; undefined on the embedded database (read it through `query`). */
  databaseUrl: string | undefined;
  /** Plain SQL on the service's own database, through the service's own connection. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/** A domain service on the test NATS with a fresh database of its own (see testDatabaseKind). */
export async function startDomainServiceForTest(
  options: DomainServiceOptions,
  issuer: string,
  extra: { seed?: boolean; natsAuth?: NatsAuth } = {},
): Promise<TestDomainService> {
  const embedded = testDatabaseKind() === 'embedded';
  const database = embedded ? undefined : await createTestDatabase(`portico_${options.domain}`);
  const seed = extra.seed ?? true;
  const dataDir = embedded ? await embeddedDataDir(options, seed) : undefined;
  const app = await createDomainService(options, {
    domain: options.domain,
    natsUrl: process.env.NATS_URL!,
    ...(database ? { databaseUrl: database.url } : { dataDir: dataDir! }),
    oidcIssuer: issuer,
    seedDemoData: seed,
    ...(extra.natsAuth ? { natsAuth: extra.natsAuth } : {}),
  });
  const own = app.get<Database>(DATABASE);
  return {
    app,
    databaseUrl: database?.url,
    query: (text, params) => own.query(text, params),
    async stop() {
      await app.close();
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
