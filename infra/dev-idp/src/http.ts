import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Page } from './views';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendPage(res: ServerResponse, status: number, page: Page, headers: Record<string, string> = {}): void {
  const body = Buffer.from(page.html);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'Content-Security-Policy': page.csp,
  });
  res.end(body);
}

/** Headers every answer of the provider carries; a page replaces the CSP with its own. */
export const DEFAULT_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export function setDefaultSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(DEFAULT_SECURITY_HEADERS)) res.setHeader(name, value);
}

export function sendScript(res: ServerResponse, source: string): void {
  const body = Buffer.from(source);
  res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = Buffer.from(JSON.stringify(value));
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

const FORM_LIMIT_BYTES = 8 * 1024;

/** Reads an application/x-www-form-urlencoded body (small: a sign-in form). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new HttpError(415, 'Expected a form submission');

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) throw new HttpError(413, 'Form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const JSON_LIMIT_BYTES = 64 * 1024;

/** Reads a small JSON object body; anything else is a 400. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > JSON_LIMIT_BYTES) throw new HttpError(413, 'Body too large');
    chunks.push(chunk);
  }
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* answered below */
  }
  throw new HttpError(400, 'Malformed body');
}
