import { startOpsServer, type OpsServer } from './ops-server';
import { recordHttpRequest } from '../observability/metrics';

let ops: OpsServer;
let databaseUp = true;

beforeAll(async () => {
  ops = await startOpsServer(0, '127.0.0.1', {
    database: () => (databaseUp ? Promise.resolve() : Promise.reject(new Error('stuck'))),
    nats: () => Promise.resolve(),
  });
});
afterAll(() => ops.close());

const ask = async (path: string, method = 'GET') => {
  const res = await fetch(`http://127.0.0.1:${ops.port}${path}`, { method });
  return { status: res.status, body: (await res.json()) as unknown };
};

test('readiness answers 200 only while every check passes, naming the failing ones', async () => {
  databaseUp = true;
  expect(await ask('/health/ready')).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', nats: 'ok' } } });
  databaseUp = false;
  expect(await ask('/health/ready')).toEqual({
    status: 503,
    body: { status: 'not ready: database', checks: { database: 'failing', nats: 'ok' } },
  });
  // Liveness is the process answering, whatever its dependencies do.
  expect(await ask('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
});

test('anything else is refused', async () => {
  expect((await ask('/health')).status).toBe(404);
  expect((await ask('/health/ready', 'POST')).status).toBe(405);
});

test('/metrics answers this process’s instruments in the Prometheus text format', async () => {
  recordHttpRequest({ method: 'GET', route: '/api/v1/units/:id', status: 503, seconds: 0.2 });
  const res = await fetch(`http://127.0.0.1:${ops.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const text = await res.text();
  expect(text).toContain('# TYPE portico_http_server_requests_total counter');
  expect(text).toMatch(/^portico_http_server_errors_total\{method="GET",route="\/api\/v1\/units\/:id",status_class="5xx"[^}]*\} 1$/m);
  expect(text).toMatch(/^portico_http_server_duration_seconds_bucket\{[^}]*status_class="5xx"[^}]*le="0\.25"\} 1$/m);
});
