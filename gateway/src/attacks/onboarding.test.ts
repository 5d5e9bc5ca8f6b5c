import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SEED_ORGS, SEED_PROPERTIES, SEED_UNITS, SEED_USER_TYPES } from '@portico/contracts';
import { MailSink } from '@portico/platform';
import { startDomainServiceForTest, startIsolatedNats } from '@portico/platform/testing';
import { startDevIdp, type DevIdp } from '@portico/dev-idp';
import { signIn } from '@portico/dev-idp/testing';
import { createPeopleService } from '../../../services/people/src/people.service';
import { DevIdpDirectory } from '../../../services/people/src/identity/dev-idp-directory';
import { startGatewayForTest } from '../testing/gateway-harness';

/** Invitations and join requests end to end: real mail over SMTP, real sign-ins. */
const ORIGIN = 'http://127.0.0.1:1';
let natsServer: Awaited<ReturnType<typeof startIsolatedNats>>;
let idp: DevIdp;
let mail: MailSink;
let people: Awaited<ReturnType<typeof startDomainServiceForTest>>;
let gateway: Awaited<ReturnType<typeof startGatewayForTest>>;

beforeAll(async () => {
  natsServer = await startIsolatedNats();
  mail = new MailSink();
  process.env.SMTP_URL = await mail.start();
  const secret = randomBytes(16).toString('hex');
  idp = await startDevIdp({ issuer: (port) => `http://127.0.0.1:${port}/oidc`, adminSecret: secret, consoleOrigins: [ORIGIN] });
  people = await startDomainServiceForTest(createPeopleService(new DevIdpDirectory(`http://127.0.0.1:${idp.port}`, secret)), idp.issuer);
  gateway = await startGatewayForTest(idp.issuer);
});

afterAll(async () => {
  await gateway.app.close();
  await people.stop();
  await idp.close();
  await mail.stop();
  await natsServer.stop();
});

const tokens = new Map<string, string>();
async function tokenOf(email: string, password = 'portico-demo') {
  if (!tokens.has(email)) tokens.set(email, (await signIn(idp.issuer, email, password, { origin: ORIGIN })).accessToken);
  return tokens.get(email)!;
}
async function api(method: string, path: string, body?: unknown, email?: string) {
  const res = await fetch(`${gateway.url}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(email ? { authorization: `Bearer ${await tokenOf(email)}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const linkToken = (text: string) => /register\?invite=([\w-]+)/.exec(text)?.[1];

describe('invitations', () => {
  it('an invite by email is accepted once, creates the account with its grant, and the new user signs in', async () => {
    const created = await api(
      'POST',
      '/invites',
      {
        email: 'nadia@example.com',
        firstName: 'Nadia',
        lastName: 'Novak',
        userTypeId: SEED_USER_TYPES.resident,
        parentOrgId: SEED_ORGS.harbor,
        propertyIds: [SEED_PROPERTIES.harborView],
        unitIds: [SEED_UNITS.harborView101],
      },
      'admin@portico.test',
    );
    expect(created).toMatchObject({ status: 201, body: { inviteStatus: 'pending', email: 'nadia@example.com' } });
    expect(created.body.tokenHash).toBeUndefined();
    const message = mail.latestTo('nadia@example.com')!;
    expect(message.subject).toBe("You're invited to Portico at Harbor Residential Group");
    const token = linkToken(message.text)!;
    expect(token).toHaveLength(43);

    expect(await api('GET', `/public/invites/lookup?token=${token}`)).toMatchObject({
      status: 200,
      body: { email: 'nadia@example.com', role: 'Resident / owner', org: 'Harbor Residential Group' },
    });
    expect(
      await api('POST', '/public/invites/accept', { token, password: 'correct horse', confirmPassword: 'correct hose' }),
    ).toMatchObject({
      status: 422,
      body: { details: { fieldErrors: [{ path: 'confirmPassword', message: "Password doesn't match. Please try again." }] } },
    });
    expect(
      await api('POST', '/public/invites/accept', { token, password: 'correct horse', confirmPassword: 'correct horse' }),
    ).toMatchObject({ status: 200, body: { email: 'nadia@example.com' } });

    const units = await fetch(`${gateway.url}/api/v1/units`, {
      headers: { authorization: `Bearer ${await tokenOf('nadia@example.com', 'correct horse')}` },
    });
    const page = (await units.json()) as { items: { id: string }[] };
    expect(page.items.map((u) => u.id)).toEqual([SEED_UNITS.harborView101]);

    expect(await api('POST', '/public/invites/accept', { token, password: 'another pass', confirmPassword: 'another pass' })).toMatchObject(
      { status: 404, body: { message: 'This invitation link is invalid, expired or already used.' } },
    );
    expect((await api('GET', `/invites/${created.body.id}`, undefined, 'admin@portico.test')).body.inviteStatus).toBe('accepted');
  });

  it('refuses tampered, expired and revoked links', async () => {
    const tampered = await api('POST', '/public/invites/accept', {
      token: 'A'.repeat(43),
      password: 'whatever1',
      confirmPassword: 'whatever1',
    });
    expect(tampered.status).toBe(404);

    const expiring = await api(
      'POST',
      '/invites',
      { email: 'late@example.com', userTypeId: SEED_USER_TYPES.resident, parentOrgId: SEED_ORGS.harbor },
      'admin@portico.test',
    );
    const lateToken = linkToken(mail.latestTo('late@example.com')!.text)!;
    const db = new pg.Client({ connectionString: people.databaseUrl });
    await db.connect();
    await db.query(`update people.invites set expires_at = now() - interval '1 minute' where id = $1`, [expiring.body.id]);
    await db.end();
    expect(
      (await api('POST', '/public/invites/accept', { token: lateToken, password: 'whatever1', confirmPassword: 'whatever1' })).status,
    ).toBe(404);

    const revoked = await api(
      'POST',
      '/invites',
      { email: 'revoked@example.com', userTypeId: SEED_USER_TYPES.resident, parentOrgId: SEED_ORGS.harbor },
      'admin@portico.test',
    );
    const revokedToken = linkToken(mail.latestTo('revoked@example.com')!.text)!;
    expect((await api('POST', `/invites/${revoked.body.id}/archive`, undefined, 'admin@portico.test')).status).toBe(200);
    expect(
      (await api('POST', '/public/invites/accept', { token: revokedToken, password: 'whatever1', confirmPassword: 'whatever1' })).status,
    ).toBe(404);
  });

  it('nobody invites with a role above their own, and nothing is mailed then', async () => {
    const before = mail.messages.length;
    const res = await api(
      'POST',
      '/invites',
      { email: 'boss@example.com', userTypeId: SEED_USER_TYPES.administrator },
      'manager@portico.test',
    );
    expect(res).toMatchObject({ status: 403, body: { message: 'Only platform administrators can grant this role' } });
    expect(mail.messages.length).toBe(before);
  });
});

describe('join requests', () => {
  it('a resident signs up, cannot sign in until approved, then can — scoped to the unit', async () => {
    const submitted = await api('POST', '/public/join-requests', {
      kind: 'resident',
      firstName: 'Jo',
      lastName: 'Joiner',
      email: 'jo@example.com',
      propertyCode: 'hv-01',
      unitNumber: '102',
      password: 'joiner pass',
      confirmPassword: 'joiner pass',
    });
    expect(submitted).toMatchObject({ status: 201, body: { requestStatus: 'pending' } });
    expect(mail.latestTo('jo@example.com')!.subject).toBe('Your Portico join request was received');
    expect(mail.latestTo('manager@portico.test')!.subject).toBe('A join request is waiting for your approval');
    await expect(signIn(idp.issuer, 'jo@example.com', 'joiner pass', { origin: ORIGIN })).rejects.toThrow();

    // Another org's manager cannot even see it.
    expect(
      (await api('POST', `/join-requests/${submitted.body.id}/decision`, { decision: 'accept' }, 'manager2@portico.test')).status,
    ).toBe(404);
    const accepted = await api('POST', `/join-requests/${submitted.body.id}/decision`, { decision: 'accept' }, 'manager@portico.test');
    expect(accepted).toMatchObject({ status: 200, body: { requestStatus: 'accepted' } });
    expect(mail.latestTo('jo@example.com')!.subject).toBe('Your Portico join request was approved');
    const jo = await signIn(idp.issuer, 'jo@example.com', 'joiner pass', { origin: ORIGIN });
    const me = await fetch(`${gateway.url}/api/v1/me`, { headers: { authorization: `Bearer ${jo.accessToken}` } });
    expect((await me.json()) as object).toMatchObject({ roles: ['resident'], orgId: SEED_ORGS.harbor, unitIds: [expect.any(String)] });
    expect(
      (await api('POST', `/join-requests/${submitted.body.id}/decision`, { decision: 'decline', reason: 'late' }, 'manager@portico.test'))
        .status,
    ).toBe(409);
  });

  it('a request made in Spanish is answered in Spanish, and the account it becomes keeps the language', async () => {
    const submitted = await api('POST', '/public/join-requests', {
      kind: 'resident',
      firstName: 'Lucía',
      lastName: 'Solicitante',
      email: 'lucia.solicita@example.com',
      propertyCode: 'HV-01',
      unitNumber: '103',
      language: 'es',
      password: 'solicita pass',
      confirmPassword: 'solicita pass',
    });
    expect(submitted.status).toBe(201);
    expect(mail.latestTo('lucia.solicita@example.com')!.subject).toBe('Hemos recibido tu solicitud para unirte a Portico');
    const accepted = await api('POST', `/join-requests/${submitted.body.id}/decision`, { decision: 'accept' }, 'manager@portico.test');
    expect(accepted.status).toBe(200);
    expect(mail.latestTo('lucia.solicita@example.com')!.subject).toBe('Tu solicitud para unirte a Portico fue aprobada');
    const users = await api('GET', '/users?search=lucia.solicita%40example.com', undefined, 'manager@portico.test');
    expect(users.body.items).toContainEqual(expect.objectContaining({ email: 'lucia.solicita@example.com', language: 'es' }));
  });

  it('a decline needs a reason, is mailed, and removes the pending account', async () => {
    const submitted = await api('POST', '/public/join-requests', {
      kind: 'vendor',
      firstName: 'Val',
      lastName: 'Vendor',
      email: 'val@example.com',
      company: 'Val Plumbing',
      propertyCode: 'HV-01',
      password: 'vendor pass',
      confirmPassword: 'vendor pass',
    });
    expect(submitted.status).toBe(201);
    expect(
      (await api('POST', `/join-requests/${submitted.body.id}/decision`, { decision: 'decline' }, 'manager@portico.test')).status,
    ).toBe(422);
    expect(
      (
        await api(
          'POST',
          `/join-requests/${submitted.body.id}/decision`,
          { decision: 'decline', reason: 'We already have a plumber' },
          'manager@portico.test',
        )
      ).status,
    ).toBe(200);
    expect(mail.latestTo('val@example.com')!.text).toContain('Reason: We already have a plumber');
    expect(idp.accounts.findByEmail('val@example.com')).toBeUndefined();
  });

  it('nobody decides their own request, and a user without the approver designation cannot decide', async () => {
    const submitted = await api('POST', '/public/join-requests', {
      kind: 'resident',
      firstName: 'Dee',
      lastName: 'Dual',
      email: 'dee@example.com',
      propertyCode: 'HV-01',
      unitNumber: '103',
      password: 'dual passs',
      confirmPassword: 'dual passs',
    });
    expect(submitted.status).toBe(201);
    // The email is taken by the pending request: no user can be made with it...
    const clash = await api(
      'POST',
      '/users',
      { firstName: 'Dee', lastName: 'Dual', email: 'dee@example.com', userTypeId: SEED_USER_TYPES.resident, parentOrgId: SEED_ORGS.harbor },
      'admin@portico.test',
    );
    expect(clash).toMatchObject({ status: 422, body: { details: { fieldErrors: [{ path: 'email' }] } } });
    // ...and should a record still carry the approver's own email (imported, edited in SQL), deciding it is refused.
    const db = new pg.Client({ connectionString: people.databaseUrl });
    await db.connect();
    await db.query(`update people.join_requests set email = 'manager@portico.test' where id = $1`, [submitted.body.id]);
    await db.end();
    expect(await api('POST', `/join-requests/${submitted.body.id}/decision`, { decision: 'accept' }, 'manager@portico.test')).toMatchObject(
      { status: 403, body: { message: 'You cannot decide your own request' } },
    );

    const noDesignation = await api(
      'POST',
      '/users',
      {
        firstName: 'Nod',
        lastName: 'Designation',
        email: 'nod@example.com',
        userTypeId: SEED_USER_TYPES['property-manager'],
        parentOrgId: SEED_ORGS.harbor,
      },
      'admin@portico.test',
    );
    expect(noDesignation.status).toBe(201);
    const nodToken = await issuerTokenFor(noDesignation.body.id, 'nod@example.com');
    const res = await fetch(`${gateway.url}/api/v1/join-requests/${submitted.body.id}/decision`, {
      method: 'POST',
      headers: { authorization: `Bearer ${nodToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'accept' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('Approval feature not available');
  });
});

/** Users created by an administrator have no password yet: give one through the provider's admin API, then sign in. */
async function issuerTokenFor(id: string, email: string): Promise<string> {
  for (let i = 0; i < 50 && !idp.accounts.findById(id); i += 1) await new Promise((r) => setTimeout(r, 100));
  const account = idp.accounts.findById(id)!;
  await idp.accounts.upsert({ ...account, password: 'set by test' });
  return (await signIn(idp.issuer, email, 'set by test', { origin: ORIGIN })).accessToken;
}

describe('portfolio sign-up', () => {
  it('accepted by a platform administrator, creates the parent org and makes the requester its owner', async () => {
    const submitted = await api('POST', '/public/join-requests', {
      kind: 'portfolio',
      firstName: 'Pia',
      lastName: 'Portfolio',
      email: 'pia@example.com',
      company: 'Lakeview Estates',
      password: 'portfolio pass',
      confirmPassword: 'portfolio pass',
    });
    expect(submitted.status).toBe(201);
    // Not in any org yet: only platform staff see and decide it.
    expect((await api('POST', `/join-requests/${submitted.body.id}/decision`, { decision: 'accept' }, 'manager@portico.test')).status).toBe(
      404,
    );
    expect((await api('POST', `/join-requests/${submitted.body.id}/decision`, { decision: 'accept' }, 'admin@portico.test')).status).toBe(
      200,
    );
    const pia = await signIn(idp.issuer, 'pia@example.com', 'portfolio pass', { origin: ORIGIN });
    const me = (await (await fetch(`${gateway.url}/api/v1/me`, { headers: { authorization: `Bearer ${pia.accessToken}` } })).json()) as {
      roles: string[];
      orgId: string;
    };
    expect(me.roles).toEqual(['parent']);
    const org = await fetch(`${gateway.url}/api/v1/parentorg/${me.orgId}`, { headers: { authorization: `Bearer ${pia.accessToken}` } });
    expect((await org.json()) as object).toMatchObject({ name: 'Lakeview Estates', email: 'pia@example.com' });
  });
});
