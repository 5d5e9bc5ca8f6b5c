import type { ServerResponse } from 'node:http';

export interface ConsolePolicyOptions {
  /** The OIDC issuer, when it is not on this origin (Keycloak): the console talks to it and frames it for silent sign-in. */
  issuer?: string;
  /** Origins remotes are served from when `PORTICO_REMOTE_<NAME>_ENTRY` points elsewhere. */
  remoteOrigins?: readonly string[];
  /** Image hosts besides this origin: only the configured map tile host. */
  imageOrigins?: readonly string[];
  /** Card payments through a real Stripe account (keys configured): Stripe Elements may run. */
  stripe?: boolean;
}

/**
 * What Stripe.js and Elements need, as Stripe documents it for a CSP: the script and its frames
 * from js.stripe.com, 3-D Secure frames from hooks.stripe.com, and calls to api.stripe.com.
 * Nothing of it is allowed without keys (the loopback Stripe is reached by the server only).
 */
export const STRIPE_ELEMENTS_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * The console's Content-Security-Policy: scripts only from files (no inline script, no eval),
 * styles inline too (Mantine writes style tags), never framed by anyone.
 */
export function consoleCsp(options: ConsolePolicyOptions = {}): string {
  const issuer = options.issuer ? [new URL(options.issuer).origin] : [];
  const remotes = [...new Set(options.remoteOrigins ?? [])];
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  const stripe = options.stripe ? STRIPE_ELEMENTS_SOURCES : { script: [], frame: [], connect: [] };
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...remotes, ...stripe.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', ...(options.imageOrigins ?? []))}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...issuer, ...remotes, ...stripe.connect)}`,
    `frame-src ${list("'self'", ...issuer, ...stripe.frame)}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** What every response of the edge carries, whatever answers it (upstreams may tighten CSP). */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * keycloak-js checks the session from a hidden iframe of the console's own origin: that one
 * page may be framed by the console, and by nobody else.
 */
export function frameableBySelf(res: ServerResponse): void {
  const csp = String(res.getHeader('content-security-policy') ?? '').replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  res.setHeader('content-security-policy', csp);
  res.setHeader('x-frame-options', 'SAMEORIGIN');
}

export function setSecurityHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
