import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { createLogger, natsRoundTrip, startOpsServer, type OpsServer } from '@portico/platform';
import { GATEWAY_CONFIG, GATEWAY_NATS } from '../tokens';
import type { GatewayConfig } from '../gateway-config';

/** How long readiness waits for the NATS round trip. */
const READY_MS = 1500;

/**
 * The gateway's operations port (`PORTICO_OPS_PORT`), like a service's: `/metrics` for
 * Prometheus away from the public API, `/health/live`, and `/health/ready` on the gateway's own
 * NATS connection. `/api/health/ready` stays the deeper check (every domain answering).
 */
@Injectable()
export class GatewayOpsPort implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: OpsServer | undefined;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(GATEWAY_NATS) private readonly nc: NatsConnection,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.ops) return;
    this.server = await startOpsServer(this.config.ops.port, this.config.ops.host, { nats: () => natsRoundTrip(this.nc, READY_MS) });
    createLogger('gateway').info({ port: this.server.port }, 'operations port listening');
  }

  /** The port it listens on (the configured one, or the one chosen for port 0). */
  get port(): number | undefined {
    return this.server?.port;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
  }
}
