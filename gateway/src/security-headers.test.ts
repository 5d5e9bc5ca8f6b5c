import type { NestExpressApplication } from '@nestjs/platform-express';
import { startGatewayForTest } from './testing/gateway-harness';

/** The API's own headers (helmet): whatever the answer — success, 4xx from a guard, a parser or a router. */
let app: NestExpressApplication;
let url: string;
beforeAll(async () => {
  ({ app, url } = await startGatewayForTest('http://127.0.0.1:1/oidc'));
});
afterAll(async () => {
  await app?.close();
});

const json = { 'content-type': 'application/json' };
const CASES: [string, string, RequestInit, number][] = [
  ['health', '/api/health', {}, 200],
  ['liveness', '/api/health/live', {}, 200],
  ['an unknown route', '/api/v1/no-such-thing', {}, 404],
  ['a protected route without a token', '/api/v1/me', {}, 401],
  ['a malformed JSON body', '/api/v1/public/join-requests', { method: 'POST', headers: json, body: '{"a":' }, 400],
  ['an oversized body', '/api/v1/public/join-requests', { method: 'POST', headers: json, body: `{"a":"${'x'.repeat(1_000_000)}"}` }, 413],
];

it.each(CASES)('%s carries the security headers', async (_name, path, init, status) => {
  const res = await fetch(`${url}${path}`, init);
  expect(res.status).toBe(status);
  expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-powered-by')).toBeNull();
  // Still sent: what governs how a JSON answer may be loaded or reached.
  expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  expect(res.headers.get('x-permitted-cross-domain-policies')).toBe('none');
  // Left off: old browsers' and documents' headers, which no API answer needs.
  for (const header of ['x-xss-protection', 'x-download-options', 'x-dns-prefetch-control', 'origin-agent-cluster'])
    expect(res.headers.get(header)).toBeNull();
});
