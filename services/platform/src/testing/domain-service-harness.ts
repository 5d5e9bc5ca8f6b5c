import type { INestMicroservice } from '@nestjs/common';
import type { DomainServiceOptions } from '../nest/domain-service.module';
import { createDomainService } from '../nest/bootstrap';
import { createTestDatabase } from './test-database';
import type { NatsAuth } from '../nats/connect';

/** A domain service on the test NATS with a fresh PostgreSQL database of its own. */
export async function startDomainServiceForTest(
  options: DomainServiceOptions,
  issuer: string,
  extra: { seed?: boolean; natsAuth?: NatsAuth } = {},
): Promise<{ app: INestMicroservice; databaseUrl: string; stop(): Promise<void> }> {
  const database = await createTestDatabase(`portico_${options.domain}`);
  const app = await createDomainService(options, {
    domain: options.domain,
    natsUrl: process.env.NATS_URL!,
    databaseUrl: database.url,
    oidcIssuer: issuer,
    seedDemoData: extra.seed ?? true,
    ...(extra.natsAuth ? { natsAuth: extra.natsAuth } : {}),
  });
  return {
    app,
    databaseUrl: database.url,
    async stop() {
      await app.close();
      await database.drop();
    },
  };
}
