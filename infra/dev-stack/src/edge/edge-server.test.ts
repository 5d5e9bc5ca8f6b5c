import { getLine, rawRequest, startEdgeTestbed, type EdgeTestbed } from './edge-testbed';

/**
 * No request target can take the edge down: each malformed one is answered 400 over a raw
 * socket (nothing in between to clean it up), and the same edge answers normally afterwards.
 */
let edge: EdgeTestbed;
beforeAll(async () => {
  edge = await startEdgeTestbed();
});
afterAll(async () => {
  await edge?.close();
});

const MALFORMED: [string, Buffer | string][] = [
  ['a lone percent sign', '/%'],
  ['a truncated escape', '/%E0%A4%A'],
  ['a non-hex escape', '/%zz'],
  ['an overlong UTF-8 escape', '/%C0%AF'],
  ['an escape that is not UTF-8', '/%FF%FE'],
  ['raw bytes that are not UTF-8', Buffer.from([0x2f, 0xff, 0xfe, 0x80])],
  ['raw UTF-8 (unescaped) bytes', Buffer.from('/caf\u00e9', 'utf8')],
  ['an escaped NUL', '/index.html%00.js'],
  ['an escaped newline', '/%0d%0aX-Injected:%201'],
  ['a protocol-relative target', '//'],
  ['a protocol-relative host', '//evil.example/path'],
  ['a backslash turning into another host', '/\\evil.example/'],
  ['absolute-form', 'http://evil.example/'],
  ['absolute-form to this host', 'http://localhost:8080/api/v1/me'],
  ['asterisk-form', '*'],
  ['an empty path segment host', '///evil.example'],
  ['a malformed API path', '/api/v1/%'],
  ['a non-UTF-8 API path', '/api/v1/properties/%C3%28'],
  ['a malformed identity provider path', '/oidc/%'],
  ['a non-UTF-8 identity provider path', '/oidc/interaction/%E0%A4%A/login'],
  ['a malformed remote path', '/remotes/people/%'],
  ['a malformed mailbox path', '/dev/mail%'],
  ['a space inside the target', '/a b'],
  ['a tab inside the target', '/a\tb'],
];

describe('a malformed request target', () => {
  it.each(MALFORMED)('%s answers 400 and the edge keeps answering', async (_name, target) => {
    const before = edge.gatewayRequests.length;
    const res = await rawRequest(edge.port, getLine(target));
    expect(res.status).toBe(400);
    // Nothing malformed is passed on upstream.
    expect(edge.gatewayRequests.length).toBe(before);
    const after = await rawRequest(edge.port, getLine('/remotes.json'));
    expect(after.status).toBe(200);
  });

  it('answers 400 with the error envelope', async () => {
    const res = await rawRequest(edge.port, getLine('/%'));
    expect(JSON.parse(res.body)).toMatchObject({ code: 'BAD_REQUEST', status: 400, message: expect.any(String) as string });
  });

  it.each([
    ['an unknown method', 'GARBAGE / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['no request line at all', 'GARBAGE\r\n\r\n'],
    ['an unknown HTTP version', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n'],
    ['control bytes', '\u0000\u0001\u0002\r\n\r\n'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost x\r\n\r\n'],
    ['a NUL in a header value', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n'],
  ])('a request Node cannot parse (%s) answers 400, and the edge keeps answering', async (_name, bytes) => {
    const res = await rawRequest(edge.port, bytes);
    expect(res.status).toBe(400);
    expect((await rawRequest(edge.port, getLine('/'))).status).toBe(200);
  });
});

describe('the identity provider hosted in the same process', () => {
  // The edge refuses these before proxying; reached directly (loopback), the provider must
  // still answer them as a client error and keep running.
  it.each([
    '/oidc/%',
    '/oidc/%E0%A4%A',
    '/oidc/%C0%AF',
    '/oidc/interaction/%/login',
    '/oidc/auth?client_id=%',
    '/oidc/auth?%E0%A4%A',
    '/oidc/token?%',
    '/oidc/session/end?post_logout_redirect_uri=%',
    '/admin/accounts/%',
    '//',
    '/oidc//',
  ])('%s answers below 500, and the provider keeps answering', async (target) => {
    const res = await rawRequest(edge.idpPort, getLine(target));
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(500);
    expect((await rawRequest(edge.idpPort, getLine('/oidc/.well-known/openid-configuration'))).status).toBe(200);
  });
});

describe('well-formed targets still route', () => {
  it.each([
    ['/', 200],
    ['/properties/list?page=2', 200],
    ['/remotes/people/remoteEntry.js', 200],
    ['/remotes/people/missing.js', 404],
    ['/oidc/.well-known/openid-configuration', 200],
    ['/api/v1/health?x=%', 200],
  ])('%s answers %i', async (target, status) => {
    expect((await rawRequest(edge.port, getLine(target))).status).toBe(status);
  });

  it("answers /metrics with 404, not the console: metrics are on each process's operations port", async () => {
    for (const target of ['/metrics', '/metrics/', '/metrics?x=1']) {
      const res = await rawRequest(edge.port, getLine(target));
      expect({ target, status: res.status, body: JSON.parse(res.body) as unknown }).toEqual({
        target,
        status: 404,
        body: expect.objectContaining({ code: 'NOT_FOUND' }) as unknown,
      });
    }
    // A console route that merely starts with the word is still the console's.
    expect((await rawRequest(edge.port, getLine('/metrics-dashboard'))).status).toBe(200);
  });

  it('forwards the normalized target upstream, so routing here and there agree', async () => {
    await rawRequest(edge.port, getLine('/api/v1/./properties/../units?q=a%20b'));
    expect(edge.gatewayRequests.at(-1)).toBe('GET /api/v1/units?q=a%20b');
  });
});
