import { headers as natsHeaders, connect, JSONCodec, type NatsConnection } from 'nats';
import { SEED_UNITS, eventStreamName } from '@portico/contracts';
import { peopleService } from '../../../services/people/src/people.service';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/** "View as": an administrator sees what another user sees — read-only, audited, platform-only. */
let api: ApiTestbed;
let nc: NatsConnection;
const viewing = (id?: string): Record<string, string> => (id ? { 'x-portico-view-as': id } : {});
const call = (email: string, method: string, path: string, viewAs?: string, body?: unknown) =>
  api.call(email, method, path, body, viewing(viewAs));

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService] });
  nc = await connect({ servers: api.natsUrl });
});

afterAll(async () => {
  await nc.drain();
  await api.stop();
});

it('shows the console as the resident sees it, marked as viewed by the administrator', async () => {
  expect(await call('admin@portico.test', 'GET', '/me', api.account('resident@portico.test').id)).toMatchObject({
    status: 200,
    body: { userId: api.account('resident@portico.test').id, roles: ['resident'], viewedBy: api.account('admin@portico.test').id },
  });
  const units = await call('admin@portico.test', 'GET', '/units', api.account('resident@portico.test').id);
  expect(units.body.items.map((u: { id: string }) => u.id)).toEqual([SEED_UNITS.harborView101]);
});

it('is read-only in the gateway and in the services', async () => {
  expect(
    await call('admin@portico.test', 'POST', '/pets', api.account('resident@portico.test').id, {
      unitId: SEED_UNITS.harborView101,
      name: 'Sneaky',
      type: 'cat',
    }),
  ).toMatchObject({
    status: 403,
    body: { message: 'Viewing as another user is read-only' },
  });
  const codec = JSONCodec<Record<string, any>>();
  const h = natsHeaders();
  h.set('authorization', `Bearer ${await api.token('admin@portico.test')}`);
  h.set('x-portico-view-as', api.account('resident@portico.test').id);
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
  expect(await call('manager@portico.test', 'GET', '/units', api.account('resident@portico.test').id)).toMatchObject({
    status: 403,
    body: { message: 'Only platform administrators can view as another user' },
  });
});

it('is written to the append-only audit log once per session window', async () => {
  await call('admin@portico.test', 'GET', '/units', api.account('resident@portico.test').id);
  const log = await call('admin@portico.test', 'GET', '/audit-log');
  const views = log.body.items.filter(
    (e: { action: string; targetId: string }) => e.action === 'view-as' && e.targetId === api.account('resident@portico.test').id,
  );
  expect(views).toHaveLength(1);
  expect(views[0]).toMatchObject({
    actorId: api.account('admin@portico.test').id,
    details: 'admin@portico.test viewed the console as resident@portico.test',
  });
  expect((await call('admin@portico.test', 'POST', '/audit-log', undefined, {})).status).toBe(403);
  expect((await call('admin@portico.test', 'POST', `/audit-log/${views[0].id}/archive`)).status).toBe(403);

  // Like every record written, the entry publishes its `created` event (once).
  const jsm = await nc.jetstreamManager();
  const published = async () => {
    const { state } = await jsm.streams.info(eventStreamName('people'));
    let count = 0;
    for (let seq = state.first_seq; seq <= state.last_seq; seq += 1) {
      const msg = await jsm.streams.getMessage(eventStreamName('people'), { seq }).catch(() => undefined);
      if (msg?.subject === 'people.auditEntry.created' && JSONCodec<{ data: { id: string } }>().decode(msg.data).data.id === views[0].id)
        count += 1;
    }
    return count;
  };
  for (let i = 0; i < 50 && (await published()) === 0; i += 1) await new Promise((r) => setTimeout(r, 100));
  expect(await published()).toBe(1);
});
