import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import { queueGroup } from '@portico/contracts';
import type { NatsConnection } from 'nats';
import {
  DATABASE,
  DB,
  DomainServiceModule,
  LOGGER,
  NATS,
  OPS_SERVER,
  type DomainServiceOptions,
  type OpsServerSlot,
} from './domain-service.module';
import type { Database, Db } from '../db/database';
import { RpcAuthGuard } from './rpc-auth.guard';
import { RpcErrorFilter } from './rpc-error.filter';
import { TracedNatsServer } from './traced-nats-server';
import { natsConnectionOptions } from '../nats/connect';
import { coalesceNatsWrites } from '../nats/coalesced-writes';
import { initTracing } from '../observability/tracing';
import { initMetrics } from '../observability/metrics';
import { NestPinoLogger } from '../observability/nest-logger';
import type { ServiceConfig } from './service-config';
import type { Logger } from '../observability/logger';
import { installProcessGuards } from '../observability/process-guards';
import { READINESS_READ_MS } from './service-health.controller';
import { natsRoundTrip, startOpsServer } from '../ops/ops-server';

/**
 * Creates a domain service: NATS transport in the domain's queue group (so replicas share
 * requests instead of each answering), with the auth guard and error filter installed on the
 * microservice itself — global HTTP guards would not cover message handlers.
 */
export async function createDomainService(options: DomainServiceOptions, config: ServiceConfig): Promise<INestMicroservice> {
  initTracing(`${options.domain}-service`);
  initMetrics(`${options.domain}-service`);
  // Nest's NATS transport makes its own connection: its replies share writes too.
  coalesceNatsWrites();
  const strategy = new TracedNatsServer({
    servers: config.natsUrl.split(','),
    queue: queueGroup(options.domain),
    ...natsConnectionOptions(config.natsAuth),
  });
  const app = await NestFactory.createMicroservice(DomainServiceModule.forDomain(options, config), {
    strategy,
    logger: new NestPinoLogger(`${options.domain}-service`),
  });
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
        Promise.all([
          natsRoundTrip(strategy.unwrap<NatsConnection>(), READINESS_READ_MS),
          natsRoundTrip(app.get<NatsConnection>(NATS), READINESS_READ_MS),
        ]).then(() => undefined),
    });
    // Closed with the service (tests start and stop services in one process).
    app.get<OpsServerSlot>(OPS_SERVER).server = ops;
    app.get<Logger>(LOGGER).info({ port: ops.port }, 'operations port listening');
  }
  options.afterStart?.({ db: app.get<Db>(DB), log: app.get<Logger>(LOGGER) });
  return app;
}
