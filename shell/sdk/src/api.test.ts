import { ApiClient, buildUrl } from './api';
import { ApiError } from './errors';

type Call = { url: string; auth: string | undefined; method: string; body: string | undefined };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake server: answers 401 to any token but `valid`, records every call. */
function fakeServer(validToken: () => string) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({ url, auth: headers.Authorization, method: init.method ?? 'GET', body: init.body as string | undefined });
    if (headers.Authorization !== `Bearer ${validToken()}`) {
      return json(401, { code: 'UNAUTHENTICATED', status: 401, message: 'Invalid access token', correlationId: 'c-1' });
    }
    return json(200, { ok: true, url });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('buildUrl', () => {
  it('drops empty query values and keeps the rest in order', () => {
    expect(buildUrl('/api/v1', '/properties', { limit: 25, cursor: '', q: undefined, status: 'all', sort: null })).toBe(
      '/api/v1/properties?limit=25&status=all',
    );
    expect(buildUrl('/api/v1/', 'me')).toBe('/api/v1/me');
  });
});

describe('ApiClient', () => {
  it('sends the bearer token and JSON bodies', async () => {
    const server = fakeServer(() => 't1');
    const client = new ApiClient({
      baseUrl: '/api/v1',
      getToken: async () => 't1',
      refreshToken: async () => 't2',
      fetch: server.fetchImpl,
    });
    await client.post('/properties', { name: 'Harbor View' });
    expect(server.calls).toEqual([{ url: '/api/v1/properties', auth: 'Bearer t1', method: 'POST', body: '{"name":"Harbor View"}' }]);
  });

  it('refreshes once on 401 and retries every queued request with the new token', async () => {
    let valid = 'fresh';
    const server = fakeServer(() => valid);
    let refreshes = 0;
    const client = new ApiClient({
      baseUrl: '/api/v1',
      getToken: async () => 'stale',
      refreshToken: async () => {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 10));
        return 'fresh';
      },
      fetch: server.fetchImpl,
    });
    const results = await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(results).toHaveLength(3);
    expect(refreshes).toBe(1);
    const retried = server.calls.filter((c) => c.auth === 'Bearer fresh').map((c) => c.url);
    expect(retried.sort()).toEqual(['/api/v1/a', '/api/v1/b', '/api/v1/c']);
    valid = 'other';
  });

  it('ends the session when the retry is refused too', async () => {
    const server = fakeServer(() => 'never');
    const lost = jest.fn();
    const client = new ApiClient({
      baseUrl: '/api/v1',
      getToken: async () => 'a',
      refreshToken: async () => 'b',
      onSessionLost: lost,
      fetch: server.fetchImpl,
    });
    await expect(client.get('/me')).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401, correlationId: 'c-1' });
    expect(lost).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(2);
  });

  it('turns the error envelope into a typed error with field errors', async () => {
    const envelope = {
      code: 'VALIDATION_FAILED',
      status: 422,
      message: 'Validation failed',
      details: { fieldErrors: [{ path: 'name', message: 'Type Name field is required' }] },
      correlationId: 'c-9',
    };
    const client = new ApiClient({
      baseUrl: '/api/v1',
      getToken: async () => 't',
      refreshToken: async () => 't',
      fetch: (async () => json(422, envelope)) as unknown as typeof fetch,
    });
    const error = (await client.post('/billing-types', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual([{ path: 'name', message: 'Type Name field is required' }]);
  });

  it('maps bodies that are not envelopes, and network failures', async () => {
    const html = (async () =>
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })) as unknown as typeof fetch;
    const client = new ApiClient({ baseUrl: '', getToken: async () => null, refreshToken: async () => null, fetch: html });
    await expect(client.get('/x')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 502 });
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const offline = new ApiClient({ baseUrl: '', getToken: async () => null, refreshToken: async () => null, fetch: down });
    await expect(offline.get('/x')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('answers undefined for 204', async () => {
    const client = new ApiClient({
      baseUrl: '',
      getToken: async () => 't',
      refreshToken: async () => 't',
      fetch: (async () => new Response(null, { status: 204 })) as unknown as typeof fetch,
    });
    await expect(client.delete('/properties/1')).resolves.toBeUndefined();
  });
});
