import { tokenEndpointShim, unwrapRefreshToken, wrapRefreshToken } from './oidc-compat';

const PROVIDER = 'http://localhost:8080/oidc';

function decodePayload(token: string): unknown {
  return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
}

describe('opaque refresh tokens for keycloak-js', () => {
  it('wraps opaque tokens in a decodable envelope and unwraps them again', () => {
    const wrapped = wrapRefreshToken('abcDEF123_-');
    expect(wrapped.split('.')).toHaveLength(3);
    expect(decodePayload(wrapped)).toEqual({ typ: 'opaque-refresh-token' });
    expect(unwrapRefreshToken(wrapped)).toBe('abcDEF123_-');
    const jwt = 'aaa.bbb.ccc';
    expect(wrapRefreshToken(jwt)).toBe(jwt);
    expect(unwrapRefreshToken(jwt)).toBe(jwt);
  });

  it('rewrites token-endpoint responses and requests only', async () => {
    const seen: string[] = [];
    const base = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(`${String(input)} ${init?.body instanceof URLSearchParams ? init.body.get('refresh_token') : ''}`);
      return new Response(JSON.stringify({ access_token: 'x.y.z', refresh_token: 'opaque1' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const shimmed = tokenEndpointShim(base, PROVIDER);

    const first = await shimmed(`${PROVIDER}/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'c' }),
    });
    const firstBody = (await first.json()) as { refresh_token: string };
    expect(firstBody.refresh_token.split('.')).toHaveLength(3);

    await shimmed(`${PROVIDER}/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: firstBody.refresh_token }),
    });
    expect(seen[1]).toBe(`${PROVIDER}/token opaque1`);

    const api = await shimmed('/api/v1/me');
    expect(((await api.json()) as { refresh_token: string }).refresh_token).toBe('opaque1');
  });
});
