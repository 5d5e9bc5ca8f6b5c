import { Controller, Get, Inject } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { DOMAINS, PorticoError, healthSubject, type Domain, msg } from '@portico/contracts';
import { NatsRpcClient, READINESS_READ_MS, RequirePermission } from '@portico/platform';
import { PUBLIC_ROUTE } from '../auth/public';
import { GATEWAY_NATS } from '../tokens';

type ServiceState = 'ok' | 'no-responders' | 'timeout' | 'database-unavailable' | 'failed';

/**
 * How long readiness waits for one domain; no responders answers at once. The service's own
 * database read plus room for a loaded machine's round trip, so a stuck database comes back as
 * "database unavailable" rather than a bare timeout (4 s; Kubernetes' readiness probe allows 5).
 */
const PROBE_TIMEOUT_MS = READINESS_READ_MS + 2500;

/**
 * Liveness says the gateway process answers; readiness says it can serve: NATS connected and
 * every domain service it forwards to answering its health subject, which it does only after a
 * real read of its own database (a service whose database is stuck is not ready).
 */
@Controller('api/health')
export class HealthController {
  private readonly rpc: NatsRpcClient;

  constructor(@Inject(GATEWAY_NATS) private readonly nc: NatsConnection) {
    this.rpc = new NatsRpcClient(nc);
  }

  @Get()
  @RequirePermission(PUBLIC_ROUTE)
  health() {
    return { status: this.nc.isClosed() ? 'degraded' : 'ok', nats: !this.nc.isClosed() };
  }

  @Get('live')
  @RequirePermission(PUBLIC_ROUTE)
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @RequirePermission(PUBLIC_ROUTE)
  async ready() {
    const nats = !this.nc.isClosed();
    const probes = await Promise.all(DOMAINS.map(async (domain) => [domain, nats ? await this.probe(domain) : 'failed'] as const));
    const services = Object.fromEntries(probes) as Record<Domain, ServiceState>;
    const failing = probes.filter(([, state]) => state !== 'ok').map(([domain]) => domain);
    if (!nats || failing.length > 0) {
      const what = nats ? failing.join(', ') : 'NATS';
      throw new PorticoError('SERVICE_UNAVAILABLE', msg('error.notReady', { what }), { nats, services });
    }
    return { status: 'ready', nats, services };
  }

  private async probe(domain: Domain): Promise<ServiceState> {
    try {
      await this.rpc.request(healthSubject(domain), {}, { timeoutMs: PROBE_TIMEOUT_MS });
      return 'ok';
    } catch (err) {
      if (err instanceof PorticoError && err.code === 'SERVICE_UNAVAILABLE') {
        return err.details?.database ? 'database-unavailable' : 'no-responders';
      }
      if (err instanceof PorticoError && err.code === 'TIMEOUT') return 'timeout';
      return 'failed';
    }
  }
}
