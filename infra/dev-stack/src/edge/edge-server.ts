import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { composeManifest, mapTileOrigins, REMOTE_NAMES } from './remotes-manifest';
import { proxy } from './proxy';
import { resolveInside, sendFile } from './static-files';
import { sendBody } from './send-body';
import { parseRequestTarget } from './request-target';
import { sendError } from './responses';
import { isLoopbackAddress } from './loopback';
import { consoleCsp, frameableBySelf, securityHeaders, setSecurityHeaders } from './security-headers';
import type { CapturedMail } from '@portico/platform';

export interface EdgeOptions {
  port: number;
  host: string;
  repoRoot: string;
  publicUrl: URL;
  gatewayUrl: URL;
  /** Dev identity provider; absent when an external OIDC provider (Keycloak) is used. */
  idpUrl?: URL;
  /** The local mail sink, when the embedded default sends mail there. */
  mailbox?: () => readonly CapturedMail[];
  /** Where a request that failed inside the edge is reported (default: stderr). */
  logError?: (message: string, err: unknown) => void;
  /** The OIDC issuer when it lives on another origin (Keycloak): allowed in the console's CSP. */
  issuer?: string;
  /** Card payments through a real Stripe account: the CSP lets Stripe Elements run. */
  stripe?: boolean;
}

/**
 * The single origin of the embedded default: API and identity provider proxied, shell and
 * remotes served from their build folders. In production an ingress takes this role.
 */
export async function startEdge(options: EdgeOptions): Promise<{ server: Server; port: number }> {
  const route = edgeRoutes(options);
  const logError = options.logError ?? ((message, err) => console.error(`[edge] ${message}`, err));
  const headers = securityHeaders(
    consoleCsp({
      ...(options.issuer ? { issuer: options.issuer } : {}),
      remoteOrigins: remoteOrigins(options.repoRoot, options.publicUrl),
      imageOrigins: mapTileOrigins(),
      stripe: options.stripe === true,
    }),
  );
  const server = createServer((req, res) => {
    // Set before anything else, so every answer has them (400s and 404s too); a proxied
    // upstream's own stricter policy replaces the console's.
    setSecurityHeaders(res, headers);
    // One request must never end the process that hosts the edge: whatever a route throws
    // becomes this request's error, logged, and the server keeps answering.
    try {
      route(req, res);
    } catch (err) {
      logError(`${req.method} request failed`, err);
      sendError(res, 500, 'INTERNAL', 'The request could not be handled');
    }
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => answerUnparsable(err, socket, headers));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => logError('server error', err));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A request Node's parser refused (bad request line, bad header): 400, connection closed. */
function answerUnparsable(err: NodeJS.ErrnoException, socket: Socket, headers: Record<string, string>): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ code: 'BAD_REQUEST', status: 400, message: 'Malformed request', details: {} });
  const head = Object.entries({
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 400 Bad Request\r\n${head}\r\n${body}`);
}

/** Origins of remotes served from elsewhere (`PORTICO_REMOTE_<NAME>_ENTRY`), for script-src. */
function remoteOrigins(repoRoot: string, publicUrl: URL): string[] {
  return composeManifest(repoRoot)
    .remotes.map((r) => new URL(r.entry, publicUrl).origin)
    .filter((origin) => origin !== publicUrl.origin);
}

function edgeRoutes(options: EdgeOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const shellDist = join(options.repoRoot, 'shell', 'app', 'dist');
  return (req, res) => {
    const target = parseRequestTarget(req.url);
    if (!target) return sendError(res, 400, 'BAD_REQUEST', 'Malformed request target');
    const { path } = target;
    if (path.startsWith('/api/')) return proxy(req, res, target, options.gatewayUrl, options.publicUrl);
    if (options.idpUrl && (path === '/oidc' || path.startsWith('/oidc/')))
      return proxy(req, res, target, options.idpUrl, options.publicUrl);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 405, 'BAD_REQUEST', 'Method not allowed');
    // Metrics live on each process's operations port, never on the public origin: a scraper
    // pointed here gets a plain 404, not the console's page with 200 (ADR 0071).
    if (path === '/metrics' || path.startsWith('/metrics/')) return sendError(res, 404, 'NOT_FOUND', 'Not found');
    if (options.mailbox && (path === '/dev/mail' || path === '/dev/mail.json')) {
      // The mailbox shows sign-up links: only someone at this machine may read it.
      if (!isLoopbackAddress(req.socket.remoteAddress)) return sendError(res, 404, 'NOT_FOUND', 'Not found');
      // Loaded on first use: the development mail sink is the edge's only use of a package, so
      // the edge image (no mail sink) runs on Node's built-ins alone.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { sendMailbox } = require('./mailbox-page') as typeof import('./mailbox-page');
      sendMailbox(res, options.mailbox(), path.endsWith('.json'));
      return;
    }
    if (path === '/remotes.json') {
      sendBody(req, res, JSON.stringify(composeManifest(options.repoRoot)), 'application/json; charset=utf-8');
      return;
    }
    const remote = /^\/remotes\/([a-z]+)\/(.*)$/.exec(path);
    if (remote) {
      const [, name, rest] = remote;
      const root = REMOTE_NAMES.includes(name as never) ? join(options.repoRoot, `mfe-${name}`, 'dist') : undefined;
      const file = root ? resolveInside(root, rest ?? '') : undefined;
      if (!file || !sendFile(req, res, file)) res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    if (path === '/silent-check-sso.html') frameableBySelf(res);
    const file = resolveInside(shellDist, path === '/' ? 'index.html' : path.slice(1));
    if (file && sendFile(req, res, file)) return;
    // History routing: every other path is a console route rendered by the shell.
    if (!sendFile(req, res, join(shellDist, 'index.html')))
      res.writeHead(503, { 'content-type': 'text/plain' }).end('The console is not built: run npm run build');
  };
}
