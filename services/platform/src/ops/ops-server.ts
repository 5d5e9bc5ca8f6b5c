import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A readiness check: resolves when the part can serve, rejects saying why not. */
export type ReadinessCheck = () => Promise<void>;

export interface OpsServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/**
 * The operations port of a process that otherwise speaks only NATS: `GET /health/live` answers
 * 200 while the process runs, `GET /health/ready` 200 only when every check passes (503 naming
 * the failing ones). Orchestrators probe it; it reveals nothing beyond that.
 */
export async function startOpsServer(port: number, host: string, checks: Record<string, ReadinessCheck>): Promise<OpsServer> {
  const server = createServer((req, res) => {
    const send = (status: number, body: object) =>
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, { status: 'method not allowed' });
    if (req.url === '/health/live') return send(200, { status: 'ok' });
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
