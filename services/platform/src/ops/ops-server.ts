import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NatsConnection } from 'nats';
import { serveMetrics } from '../observability/metrics';

/** A readiness check: resolves when the part can serve, rejects saying why not. */
export type ReadinessCheck = () => Promise<void>;

/** Where the operations port listens. */
export interface OpsPort {
  port: number;
  host: string;
}

/** `PORTICO_OPS_PORT` (and `PORTICO_OPS_HOST`) of a service or the gateway; absent = no port. */
export function opsPortFromEnv(env: NodeJS.ProcessEnv): OpsPort | undefined {
  if (!env.PORTICO_OPS_PORT) return undefined;
  const port = Number(env.PORTICO_OPS_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORTICO_OPS_PORT is not a port: ${env.PORTICO_OPS_PORT}`);
  // Probes and scrapes come from outside the container: every interface unless told otherwise.
  return { port, host: env.PORTICO_OPS_HOST ?? '0.0.0.0' };
}

export interface OpsServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/**
 * The operations port of a service or the gateway: `GET /health/live` answers 200 while the
 * process runs, `GET /health/ready` 200 only when every check passes (503 naming the failing
 * ones), `GET /metrics` the process's metrics in the Prometheus text format (ADR 0071).
 * Orchestrators probe it and Prometheus scrapes it; it reveals nothing beyond that.
 */
export async function startOpsServer(port: number, host: string, checks: Record<string, ReadinessCheck>): Promise<OpsServer> {
  const server = createServer((req, res) => {
    const send = (status: number, body: object) =>
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, { status: 'method not allowed' });
    if (req.url === '/health/live') return send(200, { status: 'ok' });
    if (req.url === '/metrics') return serveMetrics(req, res);
    if (req.url !== '/health/ready') return send(404, { status: 'not found' });
    void Promise.all(
      Object.entries(checks).map(([name, check]) =>
        check().then(
          () => [name, 'ok'] as const,
          () => [name, 'failing'] as const,
        ),
      ),
    ).then((results) => {
      const failing = results.filter(([, state]) => state !== 'ok').map(([name]) => name);
      send(failing.length ? 503 : 200, {
        status: failing.length ? `not ready: ${failing.join(', ')}` : 'ready',
        checks: Object.fromEntries(results),
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Never what keeps a stopping service alive.
  server.unref();
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A PING answered by the server within `timeoutMs`; a closed or reconnecting connection fails. */
export function natsRoundTrip(nc: NatsConnection, timeoutMs: number): Promise<void> {
  if (nc.isClosed()) return Promise.reject(new Error('closed'));
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    nc.flush(),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer')), timeoutMs))),
  ]).finally(() => clearTimeout(timer));
}
