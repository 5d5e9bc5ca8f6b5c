import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH, DEMO_PASSWORD, SEED_ACCOUNTS, type AccessTokenClaims } from '@portico/contracts';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { startDevIdp, type DevIdp } from './server';
import { refreshTokens, signIn, SignInError } from './testing';
import { WRONG_CREDENTIALS } from './views';

const ORIGIN = 'http://localhost:8080';

let idp: DevIdp;
let jwks: ReturnType<typeof createRemoteJWKSet>;

beforeAll(async () => {
  idp = await startDevIdp({ port: 0, issuer: (port) => `http://127.0.0.1:${port}/oidc`, consoleOrigins: [ORIGIN] });
  jwks = createRemoteJWKSet(new URL(idp.jwksUri));
});

afterAll(async () => {
  await idp.close();
});

async function verifyAccessToken(token: string): Promise<AccessTokenClaims> {
  const { payload } = await jwtVerify<AccessTokenClaims>(token, jwks, {
    issuer: idp.issuer,
    audience: AUTH.audience,
    algorithms: ['RS256'],
  });
  return payload;
}

function authorizeUrl(params: Record<string, string>): string {
  const url = new URL(`${idp.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: AUTH.consoleClientId,
    response_type: 'code',
    redirect_uri: `${ORIGIN}/callback`,
    scope: 'openid',
    state: 'state-1',
    ...params,
  }).toString();
  return url.href;
}

describe('discovery', () => {
  it('describes a code + PKCE provider mounted under /oidc', async () => {
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer: idp.issuer,
      authorization_endpoint: `${idp.issuer}/auth`,
      token_endpoint: `${idp.issuer}/token`,
      jwks_uri: idp.jwksUri,
      userinfo_endpoint: `${idp.issuer}/me`,
      end_session_endpoint: `${idp.issuer}/session/end`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(doc['grant_types_supported']).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(doc['claims_supported']).toEqual(expect.arrayContaining(Object.values(AUTH.claims)));
  });

  it('publishes only public RS256 keys', async () => {
    const { keys } = (await (await fetch(idp.jwksUri)).json()) as { keys: Record<string, unknown>[] };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
  });

  it('builds URLs from the edge proxy forwarded headers', async () => {
    const behindProxy = await startDevIdp({ consoleOrigins: [ORIGIN] });
    try {
      expect(behindProxy.issuer).toBe('http://localhost:8080/oidc');
      const response = await fetch(`http://127.0.0.1:${behindProxy.port}/oidc/.well-known/openid-configuration`, {
        headers: { 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' },
      });
      const doc = (await response.json()) as Record<string, unknown>;
      expect(doc['issuer']).toBe('http://localhost:8080/oidc');
      expect(doc['authorization_endpoint']).toBe('http://localhost:8080/oidc/auth');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('sign-in with authorization code + PKCE', () => {
  it.each(SEED_ACCOUNTS.map((account) => [account.roles.join(','), account] as const))(
    '%s: issues a JWT access token carrying the contract claims',
    async (_role, account) => {
      const tokens = await signIn(idp.issuer, account.email, DEMO_PASSWORD, { origin: ORIGIN });

      expect(decodeProtectedHeader(tokens.accessToken).alg).toBe('RS256');
      const claims = await verifyAccessToken(tokens.accessToken);
      expect(claims.aud).toBe(AUTH.audience);
      expect(claims.iss).toBe(idp.issuer);
      expect(claims.sub).toBe(account.id);
      expect(claims.azp).toBe(AUTH.consoleClientId);
      expect(claims.realm_access?.roles).toEqual(account.roles);
      expect(claims.email).toBe(account.email);
      expect(claims.preferred_username).toBe(account.email);
      expect(claims.name).toBe(account.name);
      expect(claims.portico_org).toEqual(account.org);
      // As with Keycloak, an empty list is no claim at all.
      expect(claims.portico_properties).toEqual(account.properties?.length ? account.properties : undefined);
      expect(claims.portico_units).toEqual(account.units?.length ? account.units : undefined);
      expect(claims.portico_vendor).toEqual(account.vendor);
      if (account.org === undefined) expect(claims).not.toHaveProperty(AUTH.claims.org);
      expect(claims.exp - claims.iat).toBe(900);
      expect(tokens.expiresIn).toBe(900);

      const { payload: id } = await jwtVerify(tokens.idToken, jwks, {
        issuer: idp.issuer,
        audience: AUTH.consoleClientId,
      });
      expect(id).toMatchObject({
        sub: account.id,
        email: account.email,
        name: account.name,
        preferred_username: account.email,
        realm_access: { roles: account.roles },
      });
      expect(tokens.refreshToken).toEqual(expect.any(String));
    },
  );

  it('matches the email case-insensitively', async () => {
    const tokens = await signIn(idp.issuer, 'Manager@Portico.TEST', DEMO_PASSWORD, { origin: ORIGIN });
    expect((await verifyAccessToken(tokens.accessToken)).email).toBe('manager@portico.test');
  });

  it('refuses a wrong password with the spec message', async () => {
    await expect(signIn(idp.issuer, 'admin@portico.test', 'not-the-password', { origin: ORIGIN })).rejects.toThrow(
      new SignInError(WRONG_CREDENTIALS),
    );
    expect(WRONG_CREDENTIALS).toBe('Wrong Email or Password');
  });

  it('refuses an unknown email with the same message', async () => {
    await expect(signIn(idp.issuer, 'nobody@portico.test', DEMO_PASSWORD, { origin: ORIGIN })).rejects.toThrow(WRONG_CREDENTIALS);
  });

  it('refuses disabled and deleted accounts, and stops their refresh tokens', async () => {
    const account = await idp.accounts.upsert({
      id: 'b0000000-0000-4000-8000-00000000000d',
      email: 'temp@portico.test',
      name: 'Tess Temp',
      roles: ['editor'],
      org: SEED_ACCOUNTS[1]?.org,
      password: 'temporary-password',
    });
    const tokens = await signIn(idp.issuer, account.email, 'temporary-password', { origin: ORIGIN });
    expect((await verifyAccessToken(tokens.accessToken)).realm_access?.roles).toEqual(['editor']);

    idp.accounts.disable(account.id);
    await expect(signIn(idp.issuer, account.email, 'temporary-password', { origin: ORIGIN })).rejects.toThrow(WRONG_CREDENTIALS);
    await expect(refreshTokens(idp.issuer, tokens.refreshToken)).rejects.toThrow(/invalid_grant/);

    idp.accounts.enable(account.id);
    await signIn(idp.issuer, account.email, 'temporary-password', { origin: ORIGIN });
    idp.accounts.delete(account.id);
    await expect(signIn(idp.issuer, account.email, 'temporary-password', { origin: ORIGIN })).rejects.toThrow(WRONG_CREDENTIALS);
  });

  it('refuses redirect URIs outside the console origins', async () => {
    await expect(signIn(idp.issuer, 'admin@portico.test', DEMO_PASSWORD, { origin: 'http://evil.test' })).rejects.toThrow(/redirect_uri/);
  });
});

describe('signing key file', () => {
  it('keeps tokens valid across a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dev-idp-'));
    const keyFile = join(dir, 'jwks.json');
    const first = await startDevIdp({ keyFile, issuer: (port) => `http://127.0.0.1:${port}/oidc`, consoleOrigins: [ORIGIN] });
    try {
      const { accessToken } = await signIn(first.issuer, 'admin@portico.test', DEMO_PASSWORD, { origin: ORIGIN });
      await first.close();
      const second = await startDevIdp({ keyFile, port: first.port, issuer: first.issuer, consoleOrigins: [ORIGIN] });
      try {
        const { payload } = await jwtVerify(accessToken, createRemoteJWKSet(new URL(second.jwksUri)), {
          issuer: first.issuer,
          audience: AUTH.audience,
        });
        expect(payload.sub).toBe(SEED_ACCOUNTS[0]?.id);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('refresh tokens', () => {
  it('are issued without offline_access, rotate, and yield fresh API tokens', async () => {
    const first = await signIn(idp.issuer, 'resident@portico.test', DEMO_PASSWORD, { origin: ORIGIN });
    const second = await refreshTokens(idp.issuer, first.refreshToken);

    const claims = await verifyAccessToken(second.accessToken);
    expect(claims.sub).toBe(SEED_ACCOUNTS[3]?.id);
    expect(claims.portico_units).toEqual(SEED_ACCOUNTS[3]?.units);
    expect(second.refreshToken).not.toBe(first.refreshToken);

    // Reusing a rotated refresh token is refused (and, per the library, revokes the grant).
    await expect(refreshTokens(idp.issuer, first.refreshToken)).rejects.toThrow(/invalid_grant/);
  });
});

describe('PKCE', () => {
  it('is required: an authorization request without code_challenge is refused', async () => {
    const response = await fetch(authorizeUrl({}), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${ORIGIN}/callback`);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('accepts only S256', async () => {
    const response = await fetch(authorizeUrl({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }), {
      redirect: 'manual',
    });
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('login page', () => {
  async function openLoginPage() {
    const response = await fetch(
      authorizeUrl({ code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' }),
      { redirect: 'manual' },
    );
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return fetch(new URL(location, idp.issuer), { headers: { cookie } });
  }

  it('renders a form with email, password and a submit button, and no secrets', async () => {
    const response = await openLoginPage();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const html = await response.text();
    expect(html).toMatch(/<input[^>]+name="email"/);
    expect(html).toMatch(/<input[^>]+name="password"[^>]*type="password"|<input[^>]+type="password"[^>]*name="password"/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('#314671');
    expect(html).not.toContain(DEMO_PASSWORD);
    expect(html).not.toContain('@portico.test');
  });

  it('answers an expired or unknown interaction with a friendly page', async () => {
    const response = await fetch(`${idp.issuer}/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });
});

describe('CORS for the console', () => {
  it('allows the console origin with credentials on the token endpoint', async () => {
    const preflight = await fetch(`${idp.issuer}/token`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');

    const tokens = await signIn(idp.issuer, 'vendor@portico.test', DEMO_PASSWORD, { origin: ORIGIN });
    const response = await fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
        client_id: AUTH.consoleClientId,
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('refuses other origins', async () => {
    const response = await fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: { origin: 'http://evil.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: AUTH.consoleClientId }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('userinfo', () => {
  it('answers for an API access token', async () => {
    const tokens = await signIn(idp.issuer, 'staff@portico.test', DEMO_PASSWORD, { origin: ORIGIN });
    const response = await fetch(`${idp.issuer}/me`, {
      headers: { authorization: `Bearer ${tokens.accessToken}`, origin: ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await response.json()).toMatchObject({
      sub: SEED_ACCOUNTS[2]?.id,
      email: 'staff@portico.test',
      realm_access: { roles: ['staff'] },
      portico_org: SEED_ACCOUNTS[2]?.org,
    });
  });

  it('refuses a missing or forged token', async () => {
    expect((await fetch(`${idp.issuer}/me`)).status).toBe(401);
    const forged = await fetch(`${idp.issuer}/me`, { headers: { authorization: 'Bearer e30.e30.e30' } });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toMatch(/invalid_token/);
  });
});
