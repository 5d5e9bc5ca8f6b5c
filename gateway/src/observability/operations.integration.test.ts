import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SEED_ACCOUNTS } from '@portico/contracts';
import type { NatsIdentity } from '@portico/platform';
import {
  createTestDatabase,
  freePort,
  stopChildProcess,
  startIsolatedNats,
  startTestIssuer,
  type PrivateNats,
  type TestIssuer,
} from '@portico/platform/testing';

/**
 * What an operator scrapes and reads (ADR 0071): the people and maintenance services and the
 * gateway run as built (`npm test` builds first), as separate processes, against real NATS with
 * per-identity permissions and PostgreSQL, each with its operations port. After real requests,
 * each port's `/metrics` is Prometheus text with the named families and labels, the counters
 * moved by what was asked, and the log lines of one request carry the trace id its caller got.
 */
const repoRoot = resolve(__dirname, '..', '..', '..');
const admin = SEED_ACCOUNTS.find((a) => a.roles.includes('administrator'))!;

interface Running {
  child: ChildProcess;
  output: string[];
  ops: number;
}

let nats: PrivateNats;
let issuer: TestIssuer;
let database: { url: string; drop(): Promise<void> };
let dataDir: string;
let gatewayUrl: string;
const running = new Map<string, Running>();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portico-ops-'));
  [nats, issuer, database] = await Promise.all([startIsolatedNats({ auth: true }), startTestIssuer(), createTestDatabase('portico_ops')]);
  const common = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'debug',
    OIDC_ISSUER: issuer.issuer,
    PORTICO_CURSOR_SECRET: 'portico-ops-test',
    PORTICO_DATA_DIR: dataDir,
    DATABASE_URL: database.url,
  };
  await Promise.all([
    start('people', 'services/people/dist/main.js', common),
    start('maintenance', 'services/maintenance/dist/main.js', { ...common, PORTICO_SEED: 'none' }),
  ]);
  const gatewayPort = await freePort();
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await start('gateway', 'gateway/dist/main.js', { ...common, GATEWAY_PORT: String(gatewayPort) });
  // Serving once an authorized list answers: people seeded, the gateway connected.
  await until(async () => (await api('/api/v1/properties')).status === 200, 'the gateway never served the properties list');
}, 240_000);

afterAll(async () => {
  await Promise.all([...running.values()].map(({ child }) => stopChildProcess(child)));
  await Promise.all([nats?.stop(), issuer?.close(), database?.drop()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('every operations port answers /metrics in the Prometheus text format; the edge-facing API does not', async () => {
  for (const [name, { ops }] of running) {
    const res = await fetch(`http://127.0.0.1:${ops}/metrics`);
    expect({ name, status: res.status, type: res.headers.get('content-type') }).toEqual({
      name,
      status: 200,
      type: expect.stringContaining('text/plain') as string,
    });
    const text = await res.text();
    expect(text).toMatch(/^# HELP target_info/m);
    expect((await fetch(`http://127.0.0.1:${ops}/health/ready`)).status).toBe(200);
  }
  expect((await fetch(`${gatewayUrl}/metrics`)).status).toBe(404);
});

test('the gateway counts and times requests by route template and status class, and NATS requests by subject', async () => {
  const before = await scrape('gateway');
  const listed = await api('/api/v1/properties');
  expect(listed.status).toBe(200);
  const missing = await api('/api/v1/properties/00000000-0000-4000-8000-000000000000');
  expect(missing.status).toBe(404);
  expect((await fetch(`${gatewayUrl}/api/v1/properties`)).status).toBe(401);

  const list = { method: 'GET', route: '/api/v1/properties', status_class: '2xx' };
  const one = { method: 'GET', route: '/api/v1/properties/:id', status_class: '4xx' };
  // The counter moves when the answer is finished; read until it has.
  const after = await until(async () => {
    const m = await scrape('gateway');
    return value(m, 'portico_http_server_requests_total', one) > value(before, 'portico_http_server_requests_total', one) && m;
  }, 'the request counter never moved');
  expect(value(after, 'portico_http_server_requests_total', list) - value(before, 'portico_http_server_requests_total', list)).toBe(1);
  expect(value(after, 'portico_http_server_errors_total', one) - value(before, 'portico_http_server_errors_total', one)).toBe(1);
  expect(value(after, 'portico_http_server_errors_total', list)).toBe(0);
  expect(
    value(after, 'portico_http_server_requests_total', { method: 'GET', route: '/api/v1/properties', status_class: '4xx' }) -
      value(before, 'portico_http_server_requests_total', { method: 'GET', route: '/api/v1/properties', status_class: '4xx' }),
  ).toBe(1);
  // The duration histogram, by the same labels: buckets up to +Inf, a count and a sum.
  expect(after.types.get('portico_http_server_duration_seconds')).toBe('histogram');
  expect(value(after, 'portico_http_server_duration_seconds_bucket', { ...list, le: '+Inf' })).toBe(
    value(after, 'portico_http_server_duration_seconds_count', list),
  );
  expect(value(after, 'portico_http_server_duration_seconds_sum', list)).toBeGreaterThan(0);
  // Concrete ids never become labels.
  expect(after.samples.some((s) => s.labels.route?.includes('00000000'))).toBe(false);
  // Gateway → people over NATS, by subject and outcome.
  expect(value(after, 'portico_nats_client_duration_seconds_count', { subject: 'people.property.list', outcome: 'ok' })).toBeGreaterThan(0);
  expect(value(after, 'portico_nats_client_duration_seconds_count', { subject: 'people.property.read', outcome: 'NOT_FOUND' })).toBe(1);
});

test('a service reports what it served, its outbox, scheduler and mail queues; a consuming service its consumers’ lag', async () => {
  expect((await api('/api/v1/orders')).status).toBe(200);
  const people = await scrape('people');
  expect(value(people, 'portico_nats_server_duration_seconds_count', { subject: 'people.property.list', outcome: 'ok' })).toBeGreaterThan(
    0,
  );
  expect(value(people, 'portico_nats_server_duration_seconds_count', { subject: 'people.property.read', outcome: 'NOT_FOUND' })).toBe(1);
  for (const family of ['portico_outbox_pending', 'portico_outbox_oldest_age_seconds', 'portico_scheduler_due', 'portico_mail_unsent']) {
    expect({ family, type: people.types.get(family) }).toEqual({ family, type: 'gauge' });
    const samples = people.samples.filter((s) => s.name === family);
    expect({ family, domains: samples.map((s) => s.labels.domain) }).toEqual({ family, domains: ['people'] });
    expect(samples[0]!.value).toBeGreaterThanOrEqual(0);
  }

  const maintenance = await scrape('maintenance');
  // Maintenance mirrors people's records: one durable consumer per mirrored entity on PEOPLE_STATE.
  const lag = maintenance.samples.filter((s) => s.name === 'portico_consumer_pending');
  expect(lag.length).toBeGreaterThan(0);
  for (const sample of lag) {
    expect(sample.labels).toMatchObject({
      domain: 'maintenance',
      stream: 'PEOPLE_STATE',
      consumer: expect.stringMatching(/^maintenance__mirror__people_/),
    });
    expect(sample.value).toBeGreaterThanOrEqual(0);
  }
  expect(maintenance.samples.some((s) => s.name === 'portico_scheduler_due' && s.labels.domain === 'maintenance')).toBe(true);
  // Service → service: maintenance asked people who the caller is.
  expect(
    value(maintenance, 'portico_nats_client_duration_seconds_count', { subject: 'people.access.resolve', outcome: 'ok' }),
  ).toBeGreaterThan(0);
});

test('the log lines of one request, in the gateway and in the service, carry the trace id its caller got', async () => {
  const res = await api('/api/v1/properties?limit=1');
  expect(res.status).toBe(200);
  const [, traceId] = /^00-([0-9a-f]{32})-/.exec(res.headers.get('traceparent') ?? '') ?? [];
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  const linesOf = (name: string) =>
    until(async () => {
      const found = logLines(name).filter((line) => line.trace_id === traceId);
      return found.length > 0 && found;
    }, `no ${name} line carries the trace id`);
  const gateway = await linesOf('gateway');
  expect(gateway).toContainEqual(
    expect.objectContaining({ msg: 'request answered', status: 200, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) }),
  );
  const people = await linesOf('people');
  expect(people).toContainEqual(
    expect.objectContaining({ msg: 'handled people.property.list', span_id: expect.stringMatching(/^[0-9a-f]{16}$/) }),
  );
  // A line written outside any request carries none.
  expect(logLines('people').find((line) => line.msg === 'database ready')).not.toHaveProperty('trace_id');
});

async function start(name: string, entry: string, env: Record<string, string>): Promise<void> {
  const ops = await freePort();
  const auth = nats.credentials![name as NatsIdentity];
  const child = spawn(process.execPath, [join(repoRoot, entry)], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      ...env,
      NATS_URL: nats.url,
      NATS_USER: auth.user,
      NATS_PASSWORD: auth.password,
      NATS_INBOX_PREFIX: auth.inboxPrefix,
      PORTICO_OPS_PORT: String(ops),
      PORTICO_OPS_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
  running.set(name, { child, output, ops });
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output.join('')}`);
    return (await fetch(`http://127.0.0.1:${ops}/health/ready`).catch(() => undefined))?.status === 200;
  }, `${name} never became ready`);
}

async function api(path: string): Promise<Response> {
  return fetch(`${gatewayUrl}${path}`, { headers: { authorization: `Bearer ${await issuer.token(admin)}` } });
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
interface Scrape {
  types: Map<string, string>;
  samples: Sample[];
}

/** Reads one process's /metrics and parses the text format (TYPE lines and samples). */
async function scrape(name: string): Promise<Scrape> {
  const text = await (await fetch(`http://127.0.0.1:${running.get(name)!.ops}/metrics`)).text();
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) continue;
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = raw!.replace(/\\(.)/g, '$1');
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) });
  }
  return { types, samples };
}

/** The sample of `name` whose labels include `labels` (0 when there is none yet). */
function value(scraped: Scrape, name: string, labels: Record<string, string>): number {
  const found = scraped.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} names ${found.length} series`);
  return found[0]?.value ?? 0;
}

function logLines(name: string): Record<string, unknown>[] {
  return running
    .get(name)!
    .output.join('')
    .split('\n')
    .filter((line) => line.startsWith('{') && line.endsWith('}'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Retries `check` every 250 ms for up to two minutes; answers its first truthy result. */
async function until<T>(check: () => Promise<T | false>, failure: string): Promise<T> {
  for (let i = 0; i < 480; i += 1) {
    const result = await check();
    if (result) return result;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(failure);
}
