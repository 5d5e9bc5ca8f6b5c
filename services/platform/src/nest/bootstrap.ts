import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import { queueGroup } from '@portico/contracts';
import type { NatsConnection } from 'nats';
import { DATABASE, DB, DomainServiceModule, LOGGER, NATS, type DomainServiceOptions } from './domain-service.module';
import type { Database, Db } from '../db/database';
import { RpcAuthGuard } from './rpc-auth.guard';
import { RpcErrorFilter } from './rpc-error.filter';
import { TracedNatsServer } from './traced-nats-server';
import { natsConnectionOptions } from '../nats/connect';
import { initTracing } from '../observability/tracing';
import type { ServiceConfig } from './service-config';
import type { Logger } from '../observability/logger';
import { installProcessGuards } from '../observability/process-guards';
import { READINESS_READ_MS } from './service-health.controller';
import { startOpsServer } from '../ops/ops-server';

/**
 * Creates a domain service: NATS transport in the domain's queue group (so replicas share
 * requests instead of each answering), with the auth guard and error filter installed on the
 * microservice itself — global HTTP guards would not cover message handlers.
 */
export async function createDomainService(options: DomainServiceOptions, config: ServiceConfig): Promise<INestMicroservice> {
  initTracing(`${options.domain}-service`);
  const strategy = new TracedNatsServer({
    servers: config.natsUrl.split(','),
    queue: queueGroup(options.domain),
    ...natsConnectionOptions(config.natsAuth),
  });
  const app = await NestFactory.createMicroservice(DomainServiceModule.forDomain(options, config), { strategy, logger: ['error', 'warn'] });
  app.useGlobalGuards(app.get(RpcAuthGuard));
  app.useGlobalFilters(new RpcErrorFilter(app.get<Logger>(LOGGER)));
  app.enableShutdownHooks();
  await app.listen();
  // Only once serving: a failure to start must still end the process.
  installProcessGuards(app.get<Logger>(LOGGER));
  if (config.ops) {
    // The same checks as the domain's health subject (a timed read of its own database), plus a
    // round trip on both NATS connections: the one requests arrive on and the one it publishes on.
    const database = app.get<Database>(DATABASE);
    const ops = await startOpsServer(config.ops.port, config.ops.host, {
      database: () => database.ping(READINESS_READ_MS),
      nats: () =>
        Promise.all([roundTrip(strategy.unwrap<NatsConnection>()), roundTrip(app.get<NatsConnection>(NATS))]).then(() => undefined),
    });
    app.get<Logger>(LOGGER).info({ port: ops.port }, 'operations port listening');
  }
  options.afterStart?.({ db: app.get<Db>(DB), log: app.get<Logger>(LOGGER) });
  return app;
}

/** A PING answered by the server within the readiness budget; a closed or reconnecting connection fails. */
function roundTrip(nc: NatsConnection): Promise<void> {
  if (nc.isClosed()) return Promise.reject(new Error('closed'));
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    nc.flush(),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer')), READINESS_READ_MS))),
  ]).finally(() => clearTimeout(timer));
}
