import { headers as natsHeaders, connect, JSONCodec, type NatsConnection } from 'nats';
import { SEED_ACCOUNTS, SEED_UNITS } from '@portico/contracts';
import { startDomainServiceForTest, startIsolatedNats, startTestIssuer, type TestIssuer } from '@portico/platform/testing';
import { peopleService } from '../../../services/people/src/people.service';
import { startGatewayForTest } from '../testing/gateway-harness';

/** "View as": an administrator sees what another user sees — read-only, audited, platform-only. */
const account = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!;
const admin = account('admin@portico.test');
const resident = account('resident@portico.test');
let natsServer: Awaited<ReturnType<typeof startIsolatedNats>>;
let issuer: TestIssuer;
let people: Awaited<ReturnType<typeof startDomainServiceForTest>>;
let gateway: Awaited<ReturnType<typeof startGatewayForTest>>;
let nc: NatsConnection;

beforeAll(async () => {
  natsServer = await startIsolatedNats();
  issuer = await startTestIssuer();
  people = await startDomainServiceForTest(peopleService, issuer.issuer);
  gateway = await startGatewayForTest(issuer.issuer);
  nc = await connect({ servers: natsServer.url });
});

afterAll(async () => {
  await nc.drain();
  await gateway.app.close();
  await people.stop();
  await issuer.close();
  await natsServer.stop();
});

async function call(email: string, method: string, path: string, viewAs?: string, body?: unknown) {
  const res = await fetch(`${gateway.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await issuer.token(account(email))}`,
      'content-type': 'application/json',
      ...(viewAs ? { 'x-portico-view-as': viewAs } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

it('shows the console as the resident sees it, marked as viewed by the administrator', async () => {
  expect(await call('admin@portico.test', 'GET', '/me', resident.id)).toMatchObject({
    status: 200,
    body: { userId: resident.id, roles: ['resident'], viewedBy: admin.id },
  });
  const units = await call('admin@portico.test', 'GET', '/units', resident.id);
  expect(units.body.items.map((u: { id: string }) => u.id)).toEqual([SEED_UNITS.harborView101]);
});

it('is read-only in the gateway and in the services', async () => {
  expect(
    await call('admin@portico.test', 'POST', '/pets', resident.id, { unitId: SEED_UNITS.harborView101, name: 'Sneaky', type: 'cat' }),
  ).toMatchObject({
    status: 403,
    body: { message: 'Viewing as another user is read-only' },
  });
  const codec = JSONCodec<Record<string, any>>();
  const h = natsHeaders();
  h.set('authorization', `Bearer ${await issuer.token(admin)}`);
  h.set('x-portico-view-as', resident.id);
  const reply = await nc.request(
    'people.pet.create',
    codec.encode({
      pattern: 'people.pet.create',
      id: 'v1',
      data: { body: { unitId: SEED_UNITS.harborView101, name: 'Sneaky', type: 'cat' } },
    }),
    { headers: h, timeout: 3000 },
  );
  expect(codec.decode(reply.data).err).toMatchObject({ status: 403, message: 'Viewing as another user is read-only' });
});

it('is for platform administrators only', async () => {
  expect(await call('manager@portico.test', 'GET', '/units', resident.id)).toMatchObject({
    status: 403,
    body: { message: 'Only platform administrators can view as another user' },
  });
});

it('is written to the append-only audit log once per session window', async () => {
  await call('admin@portico.test', 'GET', '/units', resident.id);
  const log = await call('admin@portico.test', 'GET', '/audit-log');
  const views = log.body.items.filter((e: { action: string; targetId: string }) => e.action === 'view-as' && e.targetId === resident.id);
  expect(views).toHaveLength(1);
  expect(views[0]).toMatchObject({ actorId: admin.id, details: 'admin@portico.test viewed the console as resident@portico.test' });
  expect((await call('admin@portico.test', 'POST', '/audit-log', undefined, {})).status).toBe(403);
  expect((await call('admin@portico.test', 'POST', `/audit-log/${views[0].id}/archive`)).status).toBe(403);
});
