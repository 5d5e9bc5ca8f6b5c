import { request as httpRequest, Agent } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ENTITIES,
  ROUTES,
  SEED_ORGS,
  SEED_PROPERTIES,
  SEED_UNITS,
  SEED_USER_TYPES,
  entityByName,
  offers,
  type EntityDef,
} from '@portico/contracts';
import { DATABASE_NET_MESSAGES, cursorKey } from '@portico/platform';
import { creationOrder, sampleRecord } from '@portico/platform/testing';
import { peopleService } from '../../../../services/people/src/people.service';
import { communityService } from '../../../../services/community/src/community.service';
import { maintenanceService } from '../../../../services/maintenance/src/maintenance.service';
import { billingService } from '../../../../services/billing/src/billing.service';
import { reportToken } from '../../../../services/maintenance/src/reports/report-token';
import { startApiTestbed, type ApiTestbed } from '../../testing/api-testbed';
import { buildOpenApi } from '../../openapi/openapi';
import { HOSTILE_VALUES } from './corpus';
import { WHOLE_BODIES, operationsOf, planCases, slotCount, wholeBodiesFor, type FuzzCase, type OpenApiDoc, type Operation } from './plan';

/**
 * The proof that bad input is always a clear 4xx: generated from the committed OpenAPI
 * document (every route, generic and hand-written, public and authenticated) and the entity
 * catalogue (a valid body around each hostile field, so the value reaches the deepest check).
 * Fails on any 5xx, on any error that is not the envelope, on any unhandled rejection, and
 * when the gateway or a service stops answering afterwards.
 */
const OPENAPI = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', 'docs', 'api', 'openapi.json'), 'utf8')) as OpenApiDoc;
/** Hostile values per parameter, sampled with a fixed seed (the corpus has more). */
const PER_SLOT = 10;
const IN_FLIGHT = 8;

let api: ApiTestbed;
let adminToken: string;
const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

/** Ids that exist, so a hostile value in one place meets valid values everywhere else. */
const ids = new Map<string, string>();
const jobs = new Map<string, string>();
const NIL = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  // A generous gateway timeout: valid sign-ups among the cases send mail inside their request,
  // and on a loaded two-core machine a timeout would hide the answer the test is about.
  api = await startApiTestbed({
    services: [peopleService, communityService, maintenanceService, billingService],
    mail: true,
    requestTimeoutMs: 20_000,
  });
  adminToken = await api.token('admin@portico.test', { expiresInSeconds: 3600 });
  // In dependency order, so a record's parent and required references exist before it.
  for (const def of creationOrder(ENTITIES)) {
    // A record of the fuzz's own is what hostile updates hit: a valid update of a seeded one
    // (the administrator's own user type) would lock the suite out of the rest of its run.
    const created = await send('POST', `/api/v1/${def.module}`, Buffer.from(JSON.stringify(baselineBody(createOf(def)))));
    const own = created.status === 201 ? (created.json as { id: string }).id : undefined;
    // Every entity that offers create takes the baseline body: otherwise the cases would stop at it.
    if (offers(def, 'create')) expect({ entity: def.name, status: created.status }).toEqual({ entity: def.name, status: 201 });
    const list = own ? undefined : await send('GET', `/api/v1/${def.module}?limit=1&status=all`);
    const first = own ?? (list?.json as { items?: { id: string }[] })?.items?.[0]?.id;
    if (first) ids.set(def.name, first);
    const job = await send('POST', `/api/v1/${def.module}/imports`, Buffer.from('{}'));
    const jobId = (job.json as { id?: string })?.id;
    if (jobId) jobs.set(def.name, jobId);
  }
}, 120_000);

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  agent.destroy();
  const t = Date.now();
  await api?.stop();
  console.log(`fuzz: testbed stopped in ${Date.now() - t} ms`);
}, 180_000);

interface Sent {
  status: number;
  json: unknown;
  text: string;
}

function send(method: string, path: string, body?: Buffer, headers: Record<string, string> = {}, token: string | null = adminToken) {
  return new Promise<Sent>((resolve, reject) => {
    const url = new URL(api.url);
    const req = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, json, text });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function createOf(def: EntityDef): Operation {
  return {
    operationId: `${def.name}.create`,
    method: 'POST',
    path: '',
    isPublic: false,
    pathParams: [],
    queryParams: [],
    bodyFields: [],
    hasBody: true,
  };
}

function entityOf(op: Operation): EntityDef | undefined {
  return entityByName(op.operationId.split('.')[0]!);
}

let seq = 0;
/** A body that passes validation, from the catalogue (generic and declared routes) or the flow (token-bound ones). */
function baselineBody(op: Operation): Record<string, unknown> {
  seq += 1;
  const def = entityOf(op);
  const action = op.operationId.split('.').slice(1).join('.');
  if (def && action === 'create') {
    const refs: Record<string, string> = { parentOrgId: SEED_ORGS.harbor, propertyId: SEED_PROPERTIES.harborView };
    for (const [key, field] of Object.entries(def.fields)) {
      // Only what the body needs: an optional reference may bring rules of its own (a sub type).
      if (field.kind !== 'ref' || field.readOnly || (!field.required && def.parent?.field !== key)) continue;
      if (field.ref === 'unit') refs[key] = SEED_UNITS.harborView101;
      else if (field.ref === 'property') refs[key] = SEED_PROPERTIES.harborView;
      else if (field.ref === 'userType') refs[key] = SEED_USER_TYPES.resident!;
      else refs[key] = ids.get(field.ref!) ?? NIL;
    }
    return sampleRecord(def, 100_000 + seq, refs);
  }
  if (def && action === 'importRows') return { rows: [{ row: 1, values: {} }] };
  switch (op.operationId) {
    case 'invite.accept':
      return { token: 'x'.repeat(43), firstName: 'Fuzz', lastName: 'Case', password: 'portico-fuzz-1', confirmPassword: 'portico-fuzz-1' };
    case 'joinRequest.submit':
      return {
        kind: 'vendor',
        firstName: 'Fuzz',
        lastName: 'Case',
        email: `fuzz${seq}@example.com`,
        company: 'Fuzz Co',
        propertyCode: 'HV-01',
        password: 'portico-fuzz-1',
        confirmPassword: 'portico-fuzz-1',
      };
    case 'problemReport.submit':
      return {
        title: 'Fuzz report',
        urgency: 'low',
        categoryId: ids.get('maintenanceCategory') ?? NIL,
        reporterName: 'Fuzz Case',
        reporterContact: `fuzz${seq}@example.com`,
      };
    default:
      // A declared custom route (ADR 0045) names its own valid body.
      return { ...ROUTES.find((r) => r.name === op.operationId)?.example?.body };
  }
}

function pathParam(op: Operation, name: string): string {
  const def = entityOf(op);
  if (name === 'jobId') return (def && jobs.get(def.name)) ?? NIL;
  if (op.operationId === 'joinRequest.decide') return ids.get('joinRequest') ?? NIL;
  // A valid QR token (same deployment key as the in-process services), so hostile bodies reach validation.
  if (name === 'token') return reportToken({ entity: 'location', id: ids.get('location') ?? NIL }, cursorKey());
  return (def && ids.get(def.name)) ?? NIL;
}

const MARK = '__fuzz_value__';

function requestOf(c: FuzzCase): { method: string; path: string; body?: Buffer; headers: Record<string, string> } {
  const { op, slot, hostile, wholeBody } = c;
  const urlValue = hostile ? hostile.url.replaceAll('{key}', slot!.name) : '';
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    slot?.in === 'path' && slot.name === name ? urlValue : encodeURIComponent(pathParam(op, name)),
  );
  const query = slot?.in === 'query' ? `?${slot.name}=${urlValue}` : '';
  const headers: Record<string, string> = { 'x-forwarded-for': `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}` };
  if (wholeBody) return { method: op.method, path, body: wholeBody.raw, headers: { ...headers, ...wholeBody.headers } };
  if (!op.hasBody) return { method: op.method, path: path + query, headers };
  const base = baselineBody(op);
  if (slot?.in !== 'body') return { method: op.method, path: path + query, body: Buffer.from(JSON.stringify(base)), headers };
  const [before, after] = JSON.stringify({ ...base, [slot.name]: MARK }).split(`"${MARK}"`) as [string, string];
  const value = hostile!.rawJson ?? Buffer.from(JSON.stringify(hostile!.json));
  return { method: op.method, path, body: Buffer.concat([Buffer.from(before), value, Buffer.from(after)]), headers };
}

interface Failure {
  request: string;
  target: string;
  value: string;
  status: number;
  answer: string;
}

async function runAll(cases: FuzzCase[]): Promise<{ failures: Failure[]; statuses: Map<number, number>; caughtByDatabase: Failure[] }> {
  const failures: Failure[] = [];
  const caughtByDatabase: Failure[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      const req = requestOf(c);
      const res = await send(req.method, req.path, req.body, req.headers, c.op.isPublic ? null : adminToken).catch((err: Error): Sent => ({
        status: 0,
        json: undefined,
        text: `no answer: ${err.message}`,
      }));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const envelope = res.json as { code?: unknown; status?: unknown; message?: unknown } | undefined;
      // Node's HTTP parser answers an over-long request line itself (431/414) before any route.
      const parserAnswer = res.status === 431 || res.status === 414;
      const badEnvelope = res.status >= 400 && !parserAnswer && (typeof envelope?.code !== 'string' || envelope.status !== res.status);
      const failure = {
        request: `${req.method} ${req.path.slice(0, 120)}`,
        target: c.target,
        value: c.value,
        status: res.status,
        answer: res.text.slice(0, 200),
      };
      if (res.status >= 500 || res.status === 0 || badEnvelope) failures.push(failure);
      // A 4xx only the database gave: validation let the value through.
      else if (typeof envelope?.message === 'string' && DATABASE_NET_MESSAGES.has(envelope.message)) caughtByDatabase.push(failure);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { failures, statuses, caughtByDatabase };
}

it('is generated from the committed OpenAPI document, which matches the code', () => {
  expect(buildOpenApi()).toEqual(OPENAPI);
});

it('answers every hostile value in every parameter of every route with a 4xx envelope, and keeps every process up', async () => {
  const ops = operationsOf(OPENAPI);
  const cases = planCases(ops, PER_SLOT);
  const slots = slotCount(ops);
  const bodyOps = ops.filter((op) => op.hasBody).length;
  // The plan covers every route and every parameter the document names.
  expect(ops.length).toBe(Object.values(OPENAPI.paths).reduce((n, m) => n + Object.keys(m).length, 0));
  expect(ops.some((op) => op.isPublic)).toBe(true);
  expect(cases.length).toBe(slots * PER_SLOT + ops.reduce((n, op) => n + (op.hasBody ? wholeBodiesFor(op).length : 0), 0));

  const { failures, statuses, caughtByDatabase } = await runAll(cases);
  console.log(
    `fuzz: ${ops.length} routes × ${slots} parameters × ${PER_SLOT} of ${HOSTILE_VALUES.length} values ` +
      `(+ ${bodyOps} bodies × ${WHOLE_BODIES.length} whole-body cases) = ${cases.length} requests, ` +
      `${failures.length} failures; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  expect(failures).toEqual([]);
  // Validation is complete: no value had to be refused by the database (the net under it).
  expect(caughtByDatabase).toEqual([]);
  expect(unhandled).toEqual([]);

  // Still alive: the gateway, and every domain service behind it.
  expect((await send('GET', '/api/health', undefined, {}, null)).status).toBe(200);
  for (const module of ['properties', 'bulletin-type', 'maintenance-type', 'billing-types'])
    expect({ module, status: (await send('GET', `/api/v1/${module}?limit=1`)).status }).toEqual({ module, status: 200 });
}, 600_000);
