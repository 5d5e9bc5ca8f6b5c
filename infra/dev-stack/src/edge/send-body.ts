import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { etagOf, notModified, pickEncoding, sendNotModified, type Encoding } from './content-negotiation';

/** The last body compressed, per encoding: the manifest is the same from one request to the next. */
const compressed = new Map<Encoding, { body: string; bytes: Buffer; etag: string }>();

function encode(body: string, encoding: Encoding): { bytes: Buffer; etag: string } {
  const known = compressed.get(encoding);
  if (known?.body === body) return known;
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
  const entry = { body, bytes, etag: etagOf(body, encoding) };
  compressed.set(encoding, entry);
  return entry;
}

/**
 * A body the edge composes itself (the runtime manifest), revalidated and compressed like a
 * file of the build: strong ETag of its text, 304 when unchanged, brotli or gzip on request.
 */
export function sendBody(req: IncomingMessage, res: ServerResponse, body: string, contentType: string): void {
  const encoding = pickEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  const { bytes, etag } = encoding ? encode(body, encoding) : { bytes: Buffer.from(body), etag: etagOf(body) };
  res.setHeader('content-type', contentType);
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('vary', 'Accept-Encoding');
  res.setHeader('etag', etag);
  if (notModified(req, etag)) return sendNotModified(res);
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', bytes.length);
  res.end(bytes);
}
