import { headers as natsHeaders, connect, JSONCodec, type NatsConnection } from 'nats';
import { unsignedToken, claimsOf } from '@portico/platform/testing';
import { peopleService } from '../../../services/people/src/people.service';
import { startApiTestbed, type ApiTestbed } from '../testing/api-testbed';

/** Token attacks against the gateway, and requests that bypass it straight onto NATS. */
let api: ApiTestbed;
let nc: NatsConnection;
const admin = () => api.account('admin@portico.test');
const vendor = () => api.account('vendor@portico.test');
const manager = () => api.account('manager@portico.test');

beforeAll(async () => {
  api = await startApiTestbed({ services: [peopleService] });
  nc = await connect({ servers: api.natsUrl });
});

afterAll(async () => {
  await nc.drain();
  await api.stop();
});

async function status(path: string, authorization?: string): Promise<{ status: number; code: string }> {
  const res = await api.call(null, 'GET', path, undefined, authorization ? { authorization } : {});
  return { status: res.status, code: res.body.code as string };
}

describe('token attacks are refused with 401', () => {
  const cases: [string, () => Promise<string | undefined>][] = [
    ['no token', async () => undefined],
    ['a malformed header', async () => 'Bearer not-a-jwt'],
    ['a non-bearer scheme', async () => `Basic ${Buffer.from('admin:admin').toString('base64')}`],
    ['an expired token', async () => `Bearer ${await api.token(admin(), { expiresInSeconds: -120 })}`],
    ['a token signed by another key', async () => `Bearer ${await api.token(admin(), { foreignKey: true })}`],
    [
      'an alg:none token',
      async () =>
        `Bearer ${unsignedToken({ ...claimsOf(admin()), sub: admin().id, iss: api.issuer.issuer, aud: 'portico-api', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 })}`,
    ],
    ['a wrong-audience token', async () => `Bearer ${await api.token(admin(), { audience: 'some-other-api' })}`],
    ['a token from another issuer', async () => `Bearer ${await api.token(admin(), { issuer: 'https://evil.example/realms/portico' })}`],
  ];
  it.each(cases)('%s', async (_name, make) => {
    const result = await status('/properties', await make());
    expect(result).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });
});

describe('permissions', () => {
  it('gives 403 to a user whose roles lack the route permission', async () => {
    expect(await status('/properties', `Bearer ${await api.token(vendor())}`)).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await status('/modules', `Bearer ${await api.token(manager())}`)).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  it('does not let a caller raise their own roles through extra claims the issuer did not sign', async () => {
    const token = await api.token(vendor());
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.realm_access.roles = ['administrator'];
    const tampered = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    expect(await status('/properties', `Bearer ${tampered}`)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });
});

describe('requests published straight onto NATS', () => {
  const codec = JSONCodec<Record<string, unknown>>();
  async function direct(authorization?: string) {
    const h = natsHeaders();
    if (authorization) h.set('authorization', authorization);
    const reply = await nc.request(
      'people.property.list',
      codec.encode({ pattern: 'people.property.list', id: 'x1', data: { query: {} } }),
      { headers: h, timeout: 3000 },
    );
    return codec.decode(reply.data) as { err?: { status: number; code: string }; response?: { total: number } };
  }

  it('are refused without a token', async () => {
    expect((await direct()).err).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('are refused with a forged token', async () => {
    expect((await direct(`Bearer ${await api.token(admin(), { foreignKey: true })}`)).err).toMatchObject({ status: 401 });
  });

  it('are refused when the role lacks the permission, even past the gateway', async () => {
    expect((await direct(`Bearer ${await api.token(vendor())}`)).err).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('are served with a valid token (the service checks, it does not trust the network)', async () => {
    expect((await direct(`Bearer ${await api.token(admin())}`)).response?.total).toBeGreaterThanOrEqual(3);
  });
});

describe('public routes', () => {
  it('give each client a budget, then answer 429 with the envelope', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await api.call(null, 'GET', '/public/invites/lookup?token=abc')).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    const limited = await api.call(null, 'GET', '/public/invites/lookup?token=abc');
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuse a body larger than a NATS message can carry with 413, not a failure', async () => {
    const res = await api.call('admin@portico.test', 'POST', '/properties', { name: 'x'.repeat(1_000_000) });
    expect(res).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});
