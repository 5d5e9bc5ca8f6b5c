import { consoleCsp } from './security-headers';
import { getLine, rawRequest, startEdgeTestbed, type EdgeTestbed, type RawResponse } from './edge-testbed';

/**
 * Every kind of answer the edge gives — its own, the shell's, a remote's, the identity
 * provider's, the API's, errors — carries the security headers; none can be framed and none
 * allows inline script.
 */
let edge: EdgeTestbed;
beforeAll(async () => {
  edge = await startEdgeTestbed();
});
afterAll(async () => {
  await edge?.close();
});

function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

function expectSafeHeaders(res: RawResponse, framing: 'none' | 'self' = 'none'): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toMatch(/^(no-referrer|strict-origin-when-cross-origin)$/);
  expect(res.headers['x-frame-options']).toBe(framing === 'none' ? 'DENY' : 'SAMEORIGIN');
  const csp = directives(res.headers['content-security-policy']);
  expect(csp.get('frame-ancestors')).toEqual([framing === 'none' ? "'none'" : "'self'"]);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.some((s) => s.startsWith("'nonce-"))).toBe(false);
}

const GET = (target: string) => getLine(target);
const KINDS: [string, Buffer | string, number, 'console' | 'strict'][] = [
  ['the shell page', GET('/'), 200, 'console'],
  ['a console route (history routing)', GET('/properties/list'), 200, 'console'],
  ['a remote entry', GET('/remotes/people/remoteEntry.js'), 200, 'console'],
  ['the remotes manifest', GET('/remotes.json'), 200, 'console'],
  ['a missing remote file', GET('/remotes/people/missing.js'), 404, 'console'],
  ['the mailbox page', GET('/dev/mail'), 200, 'console'],
  ['the mailbox as JSON', GET('/dev/mail.json'), 200, 'console'],
  ['a malformed target', GET('/%'), 400, 'console'],
  ['a request Node cannot parse', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n', 400, 'console'],
  ['a method the edge does not serve', 'DELETE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 405, 'console'],
  ['an API answer (whatever the upstream sent)', GET('/api/v1/properties'), 200, 'console'],
  ['the provider discovery document', GET('/oidc/.well-known/openid-configuration'), 200, 'strict'],
  ['a provider page (an expired sign-in)', GET('/oidc/interaction/unknown'), 400, 'strict'],
  ['the provider sign-out script', GET('/oidc/assets/logout.js'), 200, 'strict'],
  ['a provider 404', GET('/oidc/nothing-here'), 404, 'strict'],
];

describe('security headers on every kind of response', () => {
  it.each(KINDS)('%s', async (_name, request, status, policy) => {
    const res = await rawRequest(edge.port, request);
    expect(res.status).toBe(status);
    expectSafeHeaders(res);
    if (policy === 'console') expect(res.headers['content-security-policy']).toBe(consoleCsp());
    else expect(directives(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  it("the silent sign-in page may be framed by the console's own origin, by nobody else", async () => {
    const res = await rawRequest(edge.port, GET('/silent-check-sso.html'));
    expect(res.status).toBe(200);
    expectSafeHeaders(res, 'self');
  });

  it("the console's policy: scripts from files of this origin only, talks to itself, never framed", () => {
    const csp = directives(consoleCsp());
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('an issuer on another origin (Keycloak) may be talked to and framed for silent sign-in; remotes elsewhere may run', () => {
    const csp = directives(consoleCsp({ issuer: 'https://sso.example.com/realms/portico', remoteOrigins: ['https://cdn.example.com'] }));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://sso.example.com', 'https://cdn.example.com']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://sso.example.com']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example.com']);
  });

  it('with Stripe keys configured, exactly what Stripe Elements needs is allowed; without them nothing of Stripe', () => {
    const withKeys = directives(consoleCsp({ stripe: true }));
    expect(withKeys.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(withKeys.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(withKeys.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(withKeys.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(consoleCsp()).not.toContain('stripe');
  });
});
