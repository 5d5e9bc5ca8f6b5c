import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { composeManifest, REMOTE_NAMES } from './remotes-manifest';
import { proxy } from './proxy';
import { resolveInside, sendFile } from './static-files';
import { sendMailbox } from './mailbox-page';
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
}

/**
 * The single origin of the embedded default: API and identity provider proxied, shell and
 * remotes served from their build folders. In production an ingress takes this role.
 */
export async function startEdge(options: EdgeOptions): Promise<{ server: Server; port: number }> {
  const shellDist = join(options.repoRoot, 'shell', 'app', 'dist');
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', options.publicUrl);
    const path = url.pathname;
    if (path.startsWith('/api/')) return proxy(req, res, options.gatewayUrl, options.publicUrl);
    if (options.idpUrl && (path === '/oidc' || path.startsWith('/oidc/'))) return proxy(req, res, options.idpUrl, options.publicUrl);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    if (options.mailbox && (path === '/dev/mail' || path === '/dev/mail.json')) {
      sendMailbox(res, options.mailbox(), path.endsWith('.json'));
      return;
    }
    if (path === '/remotes.json') {
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'no-cache');
      res.end(JSON.stringify(composeManifest(options.repoRoot)));
      return;
    }
    const remote = /^\/remotes\/([a-z]+)\/(.*)$/.exec(path);
    if (remote) {
      const [, name, rest] = remote;
      const root = REMOTE_NAMES.includes(name as never) ? join(options.repoRoot, `mfe-${name}`, 'dist') : undefined;
      const file = root ? resolveInside(root, rest ?? '') : undefined;
      if (!file || !sendFile(res, file)) res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const file = resolveInside(shellDist, path === '/' ? 'index.html' : path.slice(1));
    if (file && sendFile(res, file)) return;
    // History routing: every other path is a console route rendered by the shell.
    if (!sendFile(res, join(shellDist, 'index.html')))
      res.writeHead(503, { 'content-type': 'text/plain' }).end('The console is not built: run npm run build');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return { server, port: (server.address() as AddressInfo).port };
}
