import { createReadStream, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Entry points must be re-fetched so a redeployed remote goes live; hashed chunks are immutable. */
const ALWAYS_FRESH = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'silent-check-sso.html', 'silent-check-sso.js']);

/** Resolves `relative` inside `root`, refusing anything that climbs out of it or does not decode. */
export function resolveInside(root: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  return path;
}

export function sendFile(res: ServerResponse, path: string): boolean {
  let isFile: boolean;
  try {
    isFile = statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    isFile = false; // a name too long, a path through a file: not found, like any other
  }
  if (!isFile) return false;
  const name = path.split(sep).pop() ?? '';
  res.setHeader('content-type', TYPES[extname(path)] ?? 'application/octet-stream');
  res.setHeader(
    'cache-control',
    ALWAYS_FRESH.has(name) ? 'no-cache' : /\.[0-9a-f]{8,}\./.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  const stream = createReadStream(path);
  // A file that vanished or cannot be read ends this response, never the process.
  stream.on('error', () => {
    if (res.headersSent) res.destroy();
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  stream.pipe(res);
  return true;
}
