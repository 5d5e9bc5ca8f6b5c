import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SEED_ACCOUNTS, SEED_PROPERTIES } from '@portico/contracts';
import { peopleService } from '../../../services/people/src/people.service';
import { maintenanceService } from '../../../services/maintenance/src/maintenance.service';
import { createGateway } from '../create-gateway';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';
import { directReadsServed } from './direct-reads';

/**
 * The reads served directly (ADR 0089) answer exactly what Express and Nest answer: two gateways
 * on the same NATS and services, one with the lane and one without, are asked the same requests
 * and must agree on status, body and headers; the lane must have taken the reads it is for
 * and left every other request to Express.
 */
let api: ApiTestbed;
let plain: NestExpressApplication;
let plainUrl: string;
let direct: NestExpressApplication;
let directUrl: string;

async function start(directReads: boolean): Promise<[NestExpressApplication, string]> {
  const app = await createGateway({
    port: 0,
    host: '127.0.0.1',
    natsUrl: api.natsUrl,
    oidcIssuer: api.issuer.issuer,
    requestTimeoutMs: 15_000,
    directReads,
  });
  await app.listen(0, '127.0.0.1');
  return [app, `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`];
}

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService, maintenanceService] });
  [plain, plainUrl] = await start(false);
  [direct, directUrl] = await start(true);
}, 180_000);

afterAll(async () => {
  await direct?.close();
  await plain?.close();
  await api?.stop();
});

/** Headers that differ by request whoever answers. */
const PER_REQUEST = new Set(['date', 'x-correlation-id', 'traceparent', 'etag', 'content-length', 'keep-alive', 'connection']);

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

async function ask(base: string, method: string, path: string, sent: Record<string, string>): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { method, headers: sent });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => (headers[name] = value));
  return { status: res.status, body: await res.text(), headers };
}

/** The body with its correlation id (fresh per request) left out. */
function comparable(body: string): unknown {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    if (parsed && typeof parsed === 'object' && 'correlationId' in parsed) delete parsed.correlationId;
    return parsed;
  } catch {
    return body;
  }
}

/** Asks both gateways; answers whether the lane took the request, after checking they agree. */
async function agree(method: string, path: string, headers: Record<string, string> = {}): Promise<{ taken: boolean; answer: Answer }> {
  const expected = await ask(plainUrl, method, path, headers);
  const before = directReadsServed(direct);
  const actual = await ask(directUrl, method, path, headers);
  const taken = directReadsServed(direct) > before;
  expect({ path, status: actual.status }).toEqual({ path, status: expected.status });
  expect(comparable(actual.body)).toEqual(comparable(expected.body));
  const stable = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([name]) => !PER_REQUEST.has(name)));
  expect(stable(actual.headers)).toEqual(stable(expected.headers));
  for (const name of ['x-correlation-id', 'traceparent', 'etag', 'content-length'])
    expect({ path, name, has: name in actual.headers }).toEqual({ path, name, has: name in expected.headers });
  // The same bytes get the same ETag and length.
  if (actual.body === expected.body) {
    expect(actual.headers.etag).toBe(expected.headers.etag);
    expect(actual.headers['content-length']).toBe(expected.headers['content-length']);
  }
  return { taken, answer: actual };
}

const bearer = async (email: string) => ({ authorization: `Bearer ${await api.token(email)}` });

it('lists, records and histories: the same answers, served by the lane', async () => {
  const admin = await bearer('admin@portico.test');
  const list = await agree('GET', '/api/v1/properties?limit=5', admin);
  expect(list.taken).toBe(true);
  expect(list.answer.status).toBe(200);
  expect(list.answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(list.answer.headers['content-security-policy']).toContain("default-src 'none'");
  expect(JSON.parse(list.answer.body).items.length).toBeGreaterThan(0);

  for (const path of [
    '/api/v1/properties?limit=2&sort=name',
    '/api/v1/properties?limit=2&limit=3',
    '/api/v1/properties?limit=abc',
    '/api/v1/properties?q=harbor&status=active',
    `/api/v1/properties/${SEED_PROPERTIES.harborView}`,
    `/api/v1/properties/${SEED_PROPERTIES.harborView}/history`,
    '/api/v1/properties/00000000-0000-4000-8000-000000000000',
    '/api/v1/properties/not-an-id',
    '/api/v1/orders?limit=3',
    '/api/v1/units?limit=3',
  ]) {
    const { taken } = await agree('GET', path, admin);
    expect({ path, taken }).toEqual({ path, taken: true });
  }
});

it('refusals: the same envelopes, in the reader language, with the same headers', async () => {
  const cases: [string, Record<string, string>][] = [
    ['/api/v1/properties', {}],
    ['/api/v1/properties', { 'accept-language': 'es' }],
    ['/api/v1/properties', { authorization: 'Bearer not.a.token' }],
    ['/api/v1/properties', { authorization: 'Basic YTpi' }],
    ['/api/v1/users?limit=2', await bearer('resident@portico.test')],
    [`/api/v1/properties/${SEED_PROPERTIES.harborView}`, await bearer('vendor@portico.test')],
    ['/api/v1/properties', { ...(await bearer('admin@portico.test')), 'x-portico-view-as': 'not-a-uuid' }],
    [
      '/api/v1/properties?limit=3',
      { ...(await bearer('admin@portico.test')), 'x-portico-view-as': SEED_ACCOUNTS.find((a) => a.roles.includes('resident'))!.id },
    ],
  ];
  for (const [path, headers] of cases) {
    const { taken, answer } = await agree('GET', path, headers);
    expect({ path, taken }).toEqual({ path, taken: true });
    if (!headers.authorization) expect(answer.headers['www-authenticate']).toBe('Bearer realm="portico"');
  }
});

it('everything else is left to Express, which answers as before', async () => {
  const admin = await bearer('admin@portico.test');
  const etag = (await ask(plainUrl, 'GET', '/api/v1/properties?limit=5', admin)).headers.etag!;
  const cases: [string, string, Record<string, string>][] = [
    ['HEAD', '/api/v1/properties?limit=5', admin],
    ['GET', '/api/v1/properties?limit=5', { ...admin, 'if-none-match': etag }],
    ['GET', '/api/v1/properties/', admin],
    ['GET', '/API/v1/Properties?limit=2', admin],
    ['GET', '/api/v1/properties/%7Bx%7D', admin],
    ['GET', '/api/v1/properties/%E0%A4%A', admin],
    // An earlier route takes it: the import job named "history", not a property's history.
    ['GET', '/api/v1/properties/imports/history', admin],
    ['GET', '/api/v1/properties/imports/template', admin],
    ['GET', '/api/v1/nothing-here', admin],
    ['GET', '/api/v1/orders/x/attachments', admin],
    ['POST', '/api/v1/properties', admin],
  ];
  for (const [method, path, headers] of cases) {
    const { taken } = await agree(method, path, headers);
    expect({ method, path, taken }).toEqual({ method, path, taken: false });
  }
  // A GET that carries a body goes through the body parser, as before.
  const withBody = { ...admin, 'content-type': 'application/json', 'content-length': '5' };
  const expected = await getWithBody(plainUrl, withBody);
  const before = directReadsServed(direct);
  const actual = await getWithBody(directUrl, withBody);
  expect(actual).toEqual(expected);
  expect(actual.status).toBe(400);
  expect(directReadsServed(direct)).toBe(before);
});

/** fetch refuses a GET with a body; a client may still send one. */
function getWithBody(base: string, headers: Record<string, string>): Promise<{ status: number; code: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/v1/properties`, { method: 'GET', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, code: (JSON.parse(text) as { code?: unknown }).code }));
    });
    req.on('error', reject);
    req.end('{"a":');
  });
}
