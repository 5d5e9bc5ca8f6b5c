import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevIdp, type DevIdp } from '@portico/dev-idp';
import { startEdge, type EdgeOptions } from './edge-server';

export interface EdgeTestbed {
  port: number;
  url: string;
  /** The temporary repository the build folders are served from. */
  repoRoot: string;
  /** The development identity provider's own port (behind the edge's /oidc). */
  idpPort: number;
  /** Every request the stand-in gateway received (method and target). */
  gatewayRequests: string[];
  close(): Promise<void>;
}

/** A list page as the gateway answers it: several kilobytes of JSON. */
export const STAND_IN_UNITS = {
  items: Array.from({ length: 40 }, (_, i) => ({ id: `unit-${i}`, unitNumber: String(100 + i), propertyName: 'Harbor View' })),
};

/**
 * A started edge in front of the real development identity provider and a stand-in gateway,
 * serving a minimal build (a shell index.html and one remote entry) from a temporary folder.
 */
export async function startEdgeTestbed(overrides: Partial<EdgeOptions> = {}): Promise<EdgeTestbed> {
  const repoRoot = mkdtempSync(join(tmpdir(), 'portico-edge-'));
  mkdirSync(join(repoRoot, 'shell', 'app', 'dist'), { recursive: true });
  writeFileSync(join(repoRoot, 'shell', 'app', 'dist', 'index.html'), '<!doctype html><title>Portico</title>');
  writeFileSync(
    join(repoRoot, 'shell', 'app', 'dist', 'silent-check-sso.html'),
    '<!doctype html><script src="/silent-check-sso.js"></script>',
  );
  mkdirSync(join(repoRoot, 'mfe-people', 'dist'), { recursive: true });
  writeFileSync(join(repoRoot, 'mfe-people', 'dist', 'remoteEntry.js'), 'void 0;');
  writeFileSync(join(repoRoot, 'mfe-people', 'dist', 'remote.json'), JSON.stringify({ version: '0.1.0', routes: ['/properties'] }));

  const gatewayRequests: string[] = [];
  const gateway: Server = createServer((req, res) => {
    gatewayRequests.push(`${req.method} ${req.url}`);
    if (req.url === '/api/v1/push/changes') {
      res.writeHead(200, { 'content-type': 'text/event-stream' }).end('event: ready\ndata: {}\n\n');
      return;
    }
    if (req.url === '/api/v1/units') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(STAND_IN_UNITS));
      return;
    }
    // As Express answers: with its length.
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '15' }).end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const idpPort = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const idp: DevIdp = await startDevIdp({ port: idpPort, issuer: 'http://localhost:8080/oidc' });
  const edge = await startEdge({
    port: 0,
    host: '127.0.0.1',
    repoRoot,
    publicUrl: new URL('http://localhost:8080'),
    gatewayUrl: new URL(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`),
    idpUrl: new URL(`http://127.0.0.1:${idp.port}`),
    mailbox: () => [],
    logError: () => undefined,
    ...overrides,
  });
  return {
    port: edge.port,
    url: `http://127.0.0.1:${edge.port}`,
    repoRoot,
    idpPort: idp.port,
    gatewayRequests,
    async close() {
      edge.server.closeAllConnections();
      await new Promise<void>((resolve) => edge.server.close(() => resolve()));
      gateway.closeAllConnections();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
      await idp.close();
      rmSync(repoRoot, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes exactly as given over a raw TCP connection and parses the response head. */
export function rawRequest(port: number, bytes: Buffer | string, host = '127.0.0.1'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed client would have its pending responses aborted.
    const socket = connect(port, host, () => socket.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** A GET request line with `target` put on the wire byte for byte. */
export function getLine(target: Buffer | string): Buffer {
  return Buffer.concat([
    Buffer.from('GET ', 'latin1'),
    typeof target === 'string' ? Buffer.from(target, 'latin1') : target,
    Buffer.from(' HTTP/1.1\r\nHost: localhost:8080\r\nConnection: close\r\n\r\n', 'latin1'),
  ]);
}
