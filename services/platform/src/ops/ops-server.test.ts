import { startOpsServer, type OpsServer } from './ops-server';

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
