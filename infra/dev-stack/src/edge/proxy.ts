import { request, type IncomingMessage, type ServerResponse } from 'node:http';
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
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
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
