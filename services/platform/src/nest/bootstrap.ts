import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import { queueGroup } from '@portico/contracts';
import { DB, DomainServiceModule, LOGGER, type DomainServiceOptions } from './domain-service.module';
import type { Db } from '../db/database';
import { RpcAuthGuard } from './rpc-auth.guard';
import { RpcErrorFilter } from './rpc-error.filter';
import { TracedNatsServer } from './traced-nats-server';
import { natsConnectionOptions } from '../nats/connect';
import { initTracing } from '../observability/tracing';
import type { ServiceConfig } from './service-config';
import type { Logger } from '../observability/logger';
import { installProcessGuards } from '../observability/process-guards';

/**
 * Creates a domain service: NATS transport in the domain's queue group (so replicas share
 * requests instead of each answering), with the auth guard and error filter installed on the
 * microservice itself — global HTTP guards would not cover message handlers.
 */
export async function createDomainService(options: DomainServiceOptions, config: ServiceConfig): Promise<INestMicroservice> {
  initTracing(`${options.domain}-service`);
  const app = await NestFactory.createMicroservice(DomainServiceModule.forDomain(options, config), {
    strategy: new TracedNatsServer({
      servers: config.natsUrl.split(','),
      queue: queueGroup(options.domain),
      ...natsConnectionOptions(config.natsAuth),
    }),
    logger: ['error', 'warn'],
  });
  app.useGlobalGuards(app.get(RpcAuthGuard));
  app.useGlobalFilters(new RpcErrorFilter(app.get<Logger>(LOGGER)));
  app.enableShutdownHooks();
  await app.listen();
  // Only once serving: a failure to start must still end the process.
  installProcessGuards(app.get<Logger>(LOGGER));
  options.afterStart?.({ db: app.get<Db>(DB), log: app.get<Logger>(LOGGER) });
  return app;
}
