import { request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { pickEncoding } from './content-negotiation';
import type { RequestTarget } from './request-target';
import { sendError } from './responses';

/**
 * Streams a request to an upstream, as an ingress would, with X-Forwarded-* set. The target
 * forwarded is the one the edge routed on (normalized), so `/api/../oidc` cannot route one
 * way here and another upstream. Every failure ends this request only.
 */
export function proxy(req: IncomingMessage, res: ServerResponse, target: RequestTarget, upstream: URL, publicUrl: URL): void {
  const headers = {
    ...req.headers,
    host: upstream.host,
    'x-forwarded-host': publicUrl.host,
    'x-forwarded-proto': publicUrl.protocol.replace(':', ''),
    'x-forwarded-for': req.socket.remoteAddress ?? '',
  };
  const unavailable = () => sendError(res, 503, 'SERVICE_UNAVAILABLE', 'Upstream unavailable');
  let upstreamReq;
  try {
    upstreamReq = request(
      { hostname: upstream.hostname, port: upstream.port, path: target.path + target.search, method: req.method, headers },
      (upstreamRes) => {
        upstreamRes.on('error', () => res.destroy());
        const status = upstreamRes.statusCode ?? 502;
        const compressor = jsonCompressor(req, status, upstreamRes.headers);
        if (!compressor) {
          res.writeHead(status, upstreamRes.headers);
          upstreamRes.pipe(res);
          return;
        }
        const headers = {
          ...upstreamRes.headers,
          'content-encoding': compressor.encoding,
          vary: varyWithEncoding(upstreamRes.headers.vary),
        };
        delete headers['content-length'];
        res.writeHead(status, headers);
        compressor.stream.on('error', () => res.destroy());
        upstreamRes.pipe(compressor.stream).pipe(res);
      },
    );
  } catch {
    // e.g. a header value Node would not send on: this request's problem, not the process's.
    return sendError(res, 400, 'BAD_REQUEST', 'Malformed request');
  }
  upstreamReq.on('error', unavailable);
  req.on('error', () => upstreamReq.destroy());
  res.on('close', () => {
    if (!res.writableFinished) upstreamReq.destroy();
  });
  req.pipe(upstreamReq);
}

/** Smaller answers are not worth a compressor (their headers outweigh what it saves). */
const COMPRESS_FROM_BYTES = 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The API answers JSON uncompressed; the console's lists and `/me` are several kilobytes each,
 * so the edge compresses them on the way out (brotli at a fast level, else gzip). Never an event
 * stream (it must flush each message), never what is already encoded.
 */
function jsonCompressor(
  req: IncomingMessage,
  status: number,
  headers: IncomingHttpHeaders,
): { encoding: 'br' | 'gzip'; stream: Transform } | undefined {
  if (req.method === 'HEAD' || status === 204 || status === 304) return undefined;
  if (headers['content-encoding'] || !JSON_TYPE.test(headers['content-type'] ?? '')) return undefined;
  const length = Number(headers['content-length']);
  if (Number.isFinite(length) && length < COMPRESS_FROM_BYTES) return undefined;
  const encoding = pickEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  if (encoding === 'br') return { encoding, stream: createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) };
  if (encoding === 'gzip') return { encoding, stream: createGzip() };
  return undefined;
}

function varyWithEncoding(vary: string | undefined): string {
  if (!vary) return 'Accept-Encoding';
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}
