import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with among those `available`, from the request's Accept-Encoding:
 * brotli before gzip, anything refused with `q=0` skipped, identity when nothing fits.
 */
export function pickEncoding(acceptEncoding: string | string[] | undefined, available: readonly Encoding[]): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(token, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: string) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((e) => available.includes(e) && weight(e) > 0);
}

/** A strong validator from the bytes of the representation (each encoding is its own). */
export function etagOf(content: Buffer | string, encoding?: Encoding): string {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 27);
  return `"${hash}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether the client's If-None-Match already names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Answers 304 with the validator and caching headers already set on `res`. */
export function sendNotModified(res: ServerResponse): void {
  res.removeHeader('content-type');
  res.removeHeader('content-encoding');
  res.removeHeader('content-length');
  res.writeHead(304).end();
}
