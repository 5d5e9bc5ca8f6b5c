import { randomBytes } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { SEED_ORGS, SEED_USER_TYPES } from '@portico/contracts';
import { NatsRpcClient } from '@portico/platform';
import { startDomainServiceForTest, startIsolatedNats } from '@portico/platform/testing';
import { startDevIdp, type DevIdp } from '@portico/dev-idp';
import { signIn } from '@portico/dev-idp/testing';
import { createPeopleService } from '../people.service';
import { DevIdpDirectory } from './dev-idp-directory';

/** People data is the source of truth; the identity provider's accounts follow it. */
let natsServer: Awaited<ReturnType<typeof startIsolatedNats>>;
let idp: DevIdp;
let people: Awaited<ReturnType<typeof startDomainServiceForTest>>;
let nc: NatsConnection;
let adminToken: string;

beforeAll(async () => {
  natsServer = await startIsolatedNats();
  const secret = randomBytes(16).toString('hex');
  idp = await startDevIdp({
    issuer: (port) => `http://127.0.0.1:${port}/oidc`,
    adminSecret: secret,
    consoleOrigins: ['http://127.0.0.1:1'],
  });
  people = await startDomainServiceForTest(createPeopleService(new DevIdpDirectory(`http://127.0.0.1:${idp.port}`, secret)), idp.issuer);
  nc = await connect({ servers: natsServer.url });
  adminToken = (await signIn(idp.issuer, 'admin@portico.test', 'portico-demo', { origin: 'http://127.0.0.1:1' })).accessToken;
});

afterAll(async () => {
  await nc.drain();
  await people.stop();
  await idp.close();
  await natsServer.stop();
});

/** Bounded wait for the provider to reflect a change (the sync is event-driven). */
async function eventually<T>(read: () => T, ok: (v: T) => boolean): Promise<T> {
  let value = read();
  for (let i = 0; i < 100 && !ok(value); i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    value = read();
  }
  return value;
}

it('creates, updates, disables and deletes the provider account as the user changes', async () => {
  const rpc = new NatsRpcClient(nc);
  const auth = { authorization: `Bearer ${adminToken}` };
  const created = await rpc.request<{ id: string }>(
    'people.user.create',
    {
      body: {
        firstName: 'Nia',
        lastName: 'New',
        email: 'nia.new@example.com',
        userTypeId: SEED_USER_TYPES.staff,
        parentOrgId: SEED_ORGS.harbor,
      },
    },
    auth,
  );
  const account = await eventually(
    () => idp.accounts.findById(created.id),
    (a) => a !== undefined,
  );
  expect(account).toMatchObject({
    email: 'nia.new@example.com',
    name: 'Nia New',
    roles: ['staff'],
    org: SEED_ORGS.harbor,
    disabled: false,
  });

  await rpc.request('people.user.update', { params: { id: created.id }, body: { lastName: 'Newer' } }, auth);
  expect(
    await eventually(
      () => idp.accounts.findById(created.id)?.name,
      (n) => n === 'Nia Newer',
    ),
  ).toBe('Nia Newer');

  await rpc.request('people.user.archive', { params: { id: created.id } }, auth);
  expect(
    await eventually(
      () => idp.accounts.findById(created.id)?.disabled,
      (d) => d === true,
    ),
  ).toBe(true);

  await rpc.request('people.user.delete', { params: { id: created.id } }, auth);
  expect(
    await eventually(
      () => idp.accounts.findById(created.id),
      (a) => a === undefined,
    ),
  ).toBeUndefined();
});
