import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import helmet from 'helmet';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { initMetrics, initTracing, NestPinoLogger } from '@portico/platform';
import { GatewayModule } from './gateway.module';
import type { GatewayConfig } from './gateway-config';
import { JsonTooDeepError, exceedsJsonDepth } from './body/json-depth';
import { API_SECURITY_HEADERS } from './security-headers';
import { RAW_BODY, RAW_BODY_PREFIXES } from './webhooks/receive-webhook';
import { prefilterRoutes } from './routing/route-prefilter';
import { dispatchByPrefix } from './routing/route-dispatch';
import { installDirectReads } from './routing/direct-reads';
import { ENTITIES } from '@portico/contracts';

export async function createGateway(config: GatewayConfig): Promise<NestExpressApplication> {
  initTracing('gateway');
  initMetrics('gateway');
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forConfig(config), {
    logger: new NestPinoLogger('gateway'),
    bodyParser: false,
  });
  // First, so every answer carries them: 404s and body-parser errors included.
  app.use(helmet(API_SECURITY_HEADERS));
  // Bounded bodies, below NATS's 1 MB message limit: an oversized request is a 413 envelope.
  // Depth is checked on the raw bytes before parsing (`verify` runs first), so a deeply nested
  // body is a 400 without ever being built.
  app.useBodyParser('json', {
    limit: '900kb',
    verify: (req: { originalUrl?: string }, _res: unknown, raw: Buffer) => {
      if (exceedsJsonDepth(raw)) throw new JsonTooDeepError();
      // Webhook signatures are over the exact bytes (ADR 0033): kept for routes declared `rawBody` only.
      if (RAW_BODY_PREFIXES.some((prefix) => req.originalUrl?.startsWith(prefix))) (req as Record<symbol, Buffer>)[RAW_BODY] = raw;
    },
  });
  // Behind the edge (or an ingress) on loopback, the client address comes from X-Forwarded-For.
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.enableShutdownHooks();
  // Routes are registered when the app initializes: only then can their matching be sped up.
  await app.init();
  const router = (app.getHttpAdapter().getInstance() as unknown as { router: Parameters<typeof dispatchByPrefix>[0] }).router;
  prefilterRoutes(router.stack as unknown as Parameters<typeof prefilterRoutes>[0]);
  // Each request walks only the layers that could take it (ADR 0079).
  dispatchByPrefix(router);
  // Entities' reads, the bulk of the traffic, served without Express and Nest's pipeline (ADR 0089).
  if (config.directReads !== false) installDirectReads(app, ENTITIES);
  return app;
}
