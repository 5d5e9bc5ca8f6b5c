import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { parseRequestTarget } from './request-target';
import { sendError } from './responses';
import { resolveInside, sendFile } from './static-files';

/**
 * One remote served on its own, for a team that ships it apart from the console: the files of
 * `mfe-<REMOTE>/dist` at the root. The edge's manifest points at it with
 * `PORTICO_REMOTE_<NAME>_ENTRY=https://<this host>/remoteEntry.js`.
 */
function main(env: NodeJS.ProcessEnv = process.env): void {
  const name = env.REMOTE ?? '';
  if (!/^[a-z]+$/.test(name)) throw new Error('REMOTE is not set (people, community, maintenance or billing)');
  // dist/edge/remote-main.js → the folder holding mfe-<name>/dist.
  const root = resolve(__dirname, '..', '..', '..', '..', `mfe-${name}`, 'dist');
  const consoleOrigin = env.PORTICO_CONSOLE_ORIGIN;
  const server = createServer((req, res) => {
    res.setHeader('x-content-type-options', 'nosniff');
    // Module Federation fetches chunks from the console's origin.
    if (consoleOrigin) res.setHeader('access-control-allow-origin', consoleOrigin);
    const target = parseRequestTarget(req.url);
    if (!target) return sendError(res, 400, 'BAD_REQUEST', 'Malformed request target');
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 405, 'BAD_REQUEST', 'Method not allowed');
    const file = resolveInside(root, target.path.slice(1));
    if (!file || !sendFile(req, res, file)) sendError(res, 404, 'NOT_FOUND', 'Not found');
  });
  const port = Number(env.PORT ?? 8080);
  server.listen(port, env.PORTICO_HOST || env.HOST || '127.0.0.1', () => console.log(`remote ${name} listening on port ${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main();
