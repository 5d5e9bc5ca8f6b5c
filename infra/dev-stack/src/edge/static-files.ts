import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { etagOf, notModified, pickEncoding, sendNotModified, type Encoding } from './content-negotiation';

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

/** Siblings the build writes next to a text file (shell/sdk/build/precompress.js). */
const SIBLINGS: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

function fileStats(path: string): Stats | undefined {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats?.isFile() ? stats : undefined;
  } catch {
    return undefined; // a name too long, a path through a file: not found, like any other
  }
}

/** ETags by file, recomputed only when the file changes (a rebuild while the edge runs). */
const etags = new Map<string, { version: string; etag: string }>();

function cachedEtag(path: string, stats: Stats, encoding: Encoding | undefined): string {
  const version = `${stats.size}:${stats.mtimeMs}`;
  const known = etags.get(path);
  if (known?.version === version) return known.etag;
  const etag = etagOf(readFileSync(path), encoding);
  etags.set(path, { version, etag });
  return etag;
}

/**
 * Sends a file of the build: its precompressed sibling when the client accepts that encoding,
 * a strong ETag and 304 when the client already has it, cache lifetime by name (hashed names
 * are immutable, entry points revalidate).
 */
export function sendFile(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  const stats = fileStats(path);
  if (!stats) return false;
  const name = path.split(sep).pop() ?? '';
  const siblings = (Object.keys(SIBLINGS) as Encoding[]).filter((e) => fileStats(path + SIBLINGS[e]));
  const encoding = pickEncoding(req.headers['accept-encoding'], siblings);
  const servedPath = encoding ? path + SIBLINGS[encoding] : path;
  const servedStats = encoding ? (fileStats(servedPath) ?? stats) : stats;
  res.setHeader('content-type', TYPES[extname(path)] ?? 'application/octet-stream');
  res.setHeader(
    'cache-control',
    ALWAYS_FRESH.has(name) ? 'no-cache' : /\.[0-9a-f]{8,}\./.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  if (siblings.length) res.setHeader('vary', 'Accept-Encoding');
  let etag: string;
  try {
    etag = cachedEtag(servedPath, servedStats, encoding);
  } catch {
    return false; // vanished between stat and read: not found
  }
  res.setHeader('etag', etag);
  if (notModified(req, etag)) {
    sendNotModified(res);
    return true;
  }
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', servedStats.size);
  if (servedStats.size === 0) {
    res.end();
    return true;
  }
  // Read no more than the length announced: a file rebuilt while it is sent (the stream's last
  // read, looking for its end, would find the new file's tail) must not spill past the body into
  // the next response on a kept-alive connection.
  const stream = createReadStream(servedPath, { start: 0, end: servedStats.size - 1 });
  stream.on('end', () => {
    if (stream.bytesRead < servedStats.size) res.destroy(); // shrank while sent: the client must not wait for the rest
  });
  // A file that vanished or cannot be read ends this response, never the process.
  stream.on('error', () => {
    if (res.headersSent) res.destroy();
    else {
      for (const header of ['etag', 'content-encoding', 'content-length', 'vary']) res.removeHeader(header);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  stream.pipe(res);
  return true;
}
