import { type DynamicModule, type MiddlewareConsumer, Module, type NestModule, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import type { NatsConnection } from 'nats';
import { ENTITIES, entitiesWithAttachments } from '@portico/contracts';
import {
  CachedAccessResolver,
  DomainRegistry,
  retryWhileTransient,
  connectNats,
  createLogger,
  remoteAccessFetch,
  remoteViewAsFetch,
  TokenVerifier,
} from '@portico/platform';
import { HttpAuthGuard } from './auth/http-auth.guard';
import { MeController } from './auth/me.controller';
import { HttpErrorFilter } from './errors/http-error.filter';
import { HealthController } from './health/health.controller';
import { createResourceRoutes } from './resources/resource-routes';
import { createActionRoutes } from './resources/action-routes';
import { createHistoryRoutes } from './resources/history-routes';
import { ServiceClient } from './resources/service-client';
import { OpenApiController } from './openapi/openapi.controller';
import { customRouteControllers } from './custom-routes/custom-routes';
import { EventFanout } from './push/event-fanout';
import { PushController } from './push/push.controller';
import { TracingMiddleware } from './observability/tracing.middleware';
import { HttpMetricsMiddleware } from './observability/http-metrics.middleware';
import { GatewayOpsPort } from './observability/ops-port';
import { PublicRateLimitMiddleware } from './observability/public-rate-limit.middleware';
import { GATEWAY_CONFIG, GATEWAY_NATS } from './tokens';
import type { GatewayConfig } from './gateway-config';
import { createAttachmentRoutes } from './files/attachment-routes';
import { storageProvider } from './files/attachment-storage';
import { DOMAIN_REGISTRY, ManifestRoutesController } from './registry/manifest-routes.controller';

@Module({})
export class GatewayModule implements NestModule, OnApplicationShutdown {
  constructor(
    @Inject(GATEWAY_NATS) private readonly nc: NatsConnection,
    @Inject(EventFanout) private readonly fanout: EventFanout,
  ) {}

  static forConfig(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [
        HealthController,
        OpenApiController,
        MeController,
        PushController,
        // Each domain's declared custom routes (ADR 0045), before the generic ones of its entities.
        ...customRouteControllers(),
        ...ENTITIES.map((def) => createResourceRoutes(def)),
        ...ENTITIES.flatMap((def) => createActionRoutes(def) ?? []),
        ...ENTITIES.map((def) => createHistoryRoutes(def)),
        ...entitiesWithAttachments(ENTITIES).map((def) => createAttachmentRoutes(def)),
        // Last: what the domains' manifests add beyond this build's routes (ADR 0061).
        ManifestRoutesController,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: GATEWAY_NATS, useFactory: () => connectNats(config.natsUrl, 'gateway', config.natsAuth) },
        {
          provide: TokenVerifier,
          inject: [GATEWAY_NATS],
          useFactory: (nc: NatsConnection) =>
            new TokenVerifier(
              {
                issuer: config.oidcIssuer,
                ...(config.oidcJwksUri ? { jwksUri: config.oidcJwksUri } : {}),
                ...(config.oidcAudience ? { audience: config.oidcAudience } : {}),
              },
              (() => {
                const access = new CachedAccessResolver(
                  // Asking people what the caller may do is part of the request: it gets the request's time.
                  remoteAccessFetch(nc, config.requestTimeoutMs),
                  5000,
                  remoteViewAsFetch(nc, config.requestTimeoutMs),
                );
                access.watch(nc);
                return access;
              })(),
            ),
        },
        {
          provide: EventFanout,
          inject: [GATEWAY_NATS],
          useFactory: (nc: NatsConnection) => {
            const fanout = new EventFanout(nc, createLogger('gateway-push'));
            fanout.start();
            return fanout;
          },
        },
        ServiceClient,
        GatewayOpsPort,
        {
          provide: DOMAIN_REGISTRY,
          inject: [GATEWAY_NATS],
          useFactory: (nc: NatsConnection) => {
            const log = createLogger('gateway-registry');
            return retryWhileTransient(
              'the domain registry',
              () => DomainRegistry.open(nc, (err) => log.warn({ err: String(err) }, 'ignored an invalid domain manifest')),
              log,
            );
          },
        },
        storageProvider(config),
        { provide: APP_GUARD, useClass: HttpAuthGuard },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    // The reads served directly do these middlewares' work themselves (ADR 0089): a new one
    // must be taught to gateway/src/routing/direct-reads.ts, which refuses to start until then.
    consumer.apply(TracingMiddleware, HttpMetricsMiddleware).forRoutes('*');
    consumer.apply(PublicRateLimitMiddleware).forRoutes('api/v1/public/*path');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.fanout.stop();
    await this.nc.drain().catch(() => undefined);
  }
}
