import { ApiClient } from './api';
import { ApiError } from './errors';

/** Attachments: uploads go as the browser's multipart body, downloads come back as bytes. */
describe('ApiClient with files', () => {
  it('sends a FormData body as is, without a JSON content type', async () => {
    const seen: RequestInit[] = [];
    const client = new ApiClient({
      baseUrl: '/api/v1',
      getToken: async () => 't',
      refreshToken: async () => 't',
      fetch: (async (_url: string, init: RequestInit) => {
        seen.push(init);
        return new Response('{"items":[]}', { status: 201, headers: { 'content-type': 'application/json' } });
      }) as unknown as typeof fetch,
    });
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'a.txt');
    expect(await client.post('/support/x/attachments', form)).toEqual({ items: [] });
    expect(seen[0]!.body).toBe(form);
    expect(seen[0]!.headers).not.toHaveProperty('Content-Type');
  });

  it('reads a download as a Blob, retries it after a refresh, and throws the envelope on an error', async () => {
    let calls = 0;
    const client = new ApiClient({
      baseUrl: '/api/v1',
      getToken: async () => 'stale',
      refreshToken: async () => 'fresh',
      fetch: (async (url: string, init: RequestInit) => {
        calls += 1;
        const auth = (init.headers as Record<string, string>).Authorization;
        if (auth !== 'Bearer fresh') return new Response('{"code":"UNAUTHENTICATED","status":401,"message":"x"}', { status: 401 });
        if (url.endsWith('/missing'))
          return new Response('{"code":"NOT_FOUND","status":404,"message":"gone"}', {
            status: 404,
            headers: { 'content-type': 'application/json' },
          });
        return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'content-type': 'image/png' } });
      }) as unknown as typeof fetch,
    });
    const blob = await client.blob('/support/x/attachments/y');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(calls).toBe(2);
    await expect(client.blob('/support/x/attachments/missing')).rejects.toMatchObject({ status: 404, message: 'gone' });
    await expect(client.blob('/support/x/attachments/missing')).rejects.toBeInstanceOf(ApiError);
  });
});
