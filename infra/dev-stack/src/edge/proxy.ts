import { request, type IncomingMessage, type ServerResponse } from 'node:http';

/** Streams a request to an upstream, as an ingress would, with X-Forwarded-* set. */
export function proxy(req: IncomingMessage, res: ServerResponse, upstream: URL, publicUrl: URL): void {
  const headers = {
    ...req.headers,
    host: upstream.host,
    'x-forwarded-host': publicUrl.host,
    'x-forwarded-proto': publicUrl.protocol.replace(':', ''),
    'x-forwarded-for': req.socket.remoteAddress ?? '',
  };
  const upstreamReq = request(
    { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
      upstreamRes.pipe(res);
    },
  );
  upstreamReq.on('error', () => {
    if (!res.headersSent) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'SERVICE_UNAVAILABLE', status: 503, message: 'Upstream unavailable' }));
    } else res.destroy();
  });
  req.pipe(upstreamReq);
}
