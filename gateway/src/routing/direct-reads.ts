import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { EntityDef } from '@portico/contracts';
import { TokenVerifier } from '@portico/platform';
import { authorizeRequest, type AuthedRequest } from '../auth/http-auth.guard';
import { envelopeAnswer } from '../errors/http-error.filter';
import { timeHttpRequest } from '../observability/http-metrics.middleware';
import { traceHttpRequest } from '../observability/tracing.middleware';
import { entityReads, type ForwardedRead } from '../resources/entity-reads';
import { ServiceClient } from '../resources/service-client';
import { literalPrefix } from './route-prefilter';
import { UNUSUAL } from './route-dispatch';

/**
 * Reads served straight from the HTTP server (ADR 0089). An entity's list, record and history
 * reads are most of the API's traffic, and on the way through Express and Nest (the request and
 * response prototypes, the middleware walk, the router, the guard and interceptor pipeline,
 * `res.json`) each cost the gateway about as much again as forwarding it. For a plain `GET` of
 * one of those routes the server does here what that way does, with the same functions: the
 * security headers, the correlation id and trace, the HTTP metrics, the guard's check, the
 * forward, the error envelope, the JSON answer with its ETag. Anything else goes to Express
 * untouched: another method, a body, a conditional request, a path Express would read
 * differently (upper case, a trailing slash, an escape) or one an earlier route would take.
 */

interface RouterLayer {
  name?: string;
  handle?: (req: unknown, res: unknown, next: () => void) => unknown;
  route?: { path?: unknown; methods?: Record<string, boolean>; _handlesMethod?: (method: string) => boolean };
  match: (path: string) => unknown;
}

interface DirectRoute {
  read: ForwardedRead;
  /** Earlier routes that could take a path of this one: if one does, Express answers. */
  shadows: RouterLayer[];
}

interface ModuleRoutes {
  list?: DirectRoute;
  read?: DirectRoute;
  history?: DirectRoute;
}

type ExpressApp = ((req: IncomingMessage, res: ServerResponse) => void) & {
  get(setting: string): unknown;
  router: { stack: RouterLayer[] };
};

/**
 * The gateway's middlewares ahead of its routes, by layer name: Nest's request hooks, helmet,
 * the JSON body parser (a request with no body passes it), and Nest's three middlewares
 * (tracing, HTTP metrics, the public routes' rate limit). The lane does the work of those that
 * apply to its paths; a middleware added later must be taught to it, so it refuses to start.
 */
const KNOWN_MIDDLEWARES = ['<anonymous>', 'helmetMiddleware', 'jsonParser', 'handler', 'handler', 'handler'];
/** Of Nest's middlewares, those that apply to every path: tracing and HTTP metrics. */
const NEST_MIDDLEWARES_ON_READS = 2;
/** The most path segments a module's name spans (`caliber/client`). */
const MODULE_SEGMENTS = 2;

const served = new WeakMap<object, { count: number }>();

/** How many requests the lane of `app` answered (for tests that must know it was used). */
export function directReadsServed(app: object): number {
  return served.get(app)?.count ?? 0;
}

function handlesGet(layer: RouterLayer): boolean {
  return Boolean(layer.route && (layer.route._handlesMethod?.('GET') ?? layer.route.methods?.get));
}

function mayShadow(layer: RouterLayer, prefix: string): boolean {
  if (!handlesGet(layer)) return false;
  if (typeof layer.route?.path !== 'string') return true;
  const other = literalPrefix(layer.route.path);
  return other.length <= 1 || other.startsWith(prefix) || prefix.startsWith(other);
}

/** The headers helmet sets on every answer, read once from the gateway's own helmet. */
function securityHeaders(helmet: RouterLayer): [string, string | string[]][] {
  const headers: [string, string | string[]][] = [];
  const response = {
    setHeader: (name: string, value: string | string[]) => void headers.push([name, value]),
    removeHeader: () => undefined,
  };
  let passed = false;
  helmet.handle!({ headers: {}, method: 'GET' }, response, () => (passed = true));
  if (!passed || headers.length === 0) throw new Error('direct reads: helmet did not set its headers synchronously');
  return headers;
}

export function installDirectReads(app: NestExpressApplication, entities: readonly EntityDef[]): void {
  const express = app.getHttpAdapter().getInstance() as unknown as ExpressApp;
  const stack = express.router.stack;
  const firstRoute = stack.findIndex((layer) => layer.route);
  const middlewares = stack.slice(0, firstRoute);
  const names = middlewares.map((layer) => layer.name ?? '');
  if (names.join() !== KNOWN_MIDDLEWARES.join())
    throw new Error(
      `direct reads (ADR 0089) know the gateway's middlewares ${KNOWN_MIDDLEWARES.join(', ')}; found ${names.join(', ')}: ` +
        'teach gateway/src/routing/direct-reads.ts what the new one does',
    );
  const headers = securityHeaders(middlewares.find((layer) => layer.name === 'helmetMiddleware')!);
  const nestMiddlewares = middlewares.filter((layer) => layer.name === 'handler');
  const verifier = app.get(TokenVerifier);
  const services = app.get(ServiceClient);
  const etagOf = express.get('etag fn') as ((body: Buffer) => string | undefined) | undefined;
  const parseQuery = express.get('query parser fn') as ((query: string) => Record<string, unknown>) | undefined;

  const routes = new Map<string, ModuleRoutes>();
  for (const def of entities) {
    if (def.module.split('/').length > MODULE_SEGMENTS) continue;
    const reads = entityReads(def);
    const own: ModuleRoutes = {};
    for (const kind of ['list', 'read', 'history'] as const) {
      const read = reads[kind];
      const declared = stack.filter((layer) => layer.route?.path === read.path && handlesGet(layer));
      // Another GET route on the same path (a domain's custom route) is not this read: Express's.
      if (declared.length !== 1) continue;
      const at = stack.indexOf(declared[0]!);
      if (stack.slice(firstRoute, at).some((layer) => !layer.route))
        throw new Error(`direct reads: a middleware sits among the routes before ${read.path}`);
      const sample = read.path.replace(':id', 'x');
      if (nestMiddlewares.filter((layer) => layer.match(sample)).length !== NEST_MIDDLEWARES_ON_READS)
        throw new Error(`direct reads: ${read.path} is under a middleware other than tracing and HTTP metrics`);
      const prefix = literalPrefix(read.path);
      own[kind] = { read, shadows: stack.slice(firstRoute, at).filter((layer) => mayShadow(layer, prefix)) };
    }
    routes.set(def.module, own);
  }

  const counter = { count: 0 };
  served.set(app, counter);

  /** The JSON answer as Nest's Express adapter gives it (`res.json`, or an empty `res.send()`). */
  function send(res: ServerResponse, status: number, value: unknown): void {
    res.statusCode = status;
    if (value === undefined || value === null) {
      res.end();
      return;
    }
    const json = typeof value === 'object';
    const chunk = Buffer.from(json ? (JSON.stringify(value) ?? '') : String(value), 'utf8');
    res.setHeader('Content-Type', json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
    res.setHeader('Content-Length', chunk.length);
    const etag = etagOf?.(chunk);
    if (etag) res.setHeader('ETag', etag);
    res.end(chunk);
  }

  async function answer(req: AuthedRequest, res: ServerResponse, route: DirectRoute, path: string, query: string, id: string | undefined) {
    try {
      await authorizeRequest(verifier, req, route.read.slug);
      const payload = route.read.payload(parseQuery ? parseQuery(query) : {}, id === undefined ? {} : { id });
      send(res, 200, await services.forward(req, route.read.subject, payload));
    } catch (err) {
      const { envelope, headers: extra } = envelopeAnswer(err, req, path);
      for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
      send(res, envelope.status, envelope);
    }
  }

  /**
   * The read a path names: a module (one segment, or two as `caliber/client`), then nothing, an
   * id, or an id and `history`. A path two modules could read is left to Express.
   */
  function readAt(segments: string[]): { route: DirectRoute; id: string | undefined } | undefined {
    let found: { route: DirectRoute; id: string | undefined } | undefined;
    for (let length = 1; length <= MODULE_SEGMENTS && length <= segments.length; length += 1) {
      const own = routes.get(length === 1 ? segments[0]! : segments.slice(0, length).join('/'));
      if (!own) continue;
      const rest = segments.length - length;
      const id = segments[length];
      const route =
        rest === 0 ? own.list : rest === 1 ? own.read : rest === 2 && segments[length + 1] === 'history' ? own.history : undefined;
      if (!route) continue;
      if (found) return undefined;
      found = { route, id };
    }
    return found;
  }

  /** Serves the request when it is one of the reads, as Express would route it; false otherwise. */
  function take(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    if (req.method !== 'GET' || !url || url[0] !== '/' || UNUSUAL.test(url) || !url.startsWith('/api/v1/')) return false;
    const h = req.headers;
    if (h['transfer-encoding'] !== undefined || (h['content-length'] !== undefined && h['content-length'] !== '0')) return false;
    if (h['if-none-match'] !== undefined || h['if-modified-since'] !== undefined) return false;
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const found = readAt(path.slice('/api/v1/'.length).split('/'));
    if (!found) return false;
    const { route, id } = found;
    // An empty or escaped id is Express's to read (a trailing slash, a %-escape it decodes).
    if (id !== undefined && (id === '' || id.includes('%'))) return false;
    for (const layer of route.shadows) if (layer.match(path)) return false;
    counter.count += 1;
    for (const [name, value] of headers) res.setHeader(name, value);
    timeHttpRequest('GET', res, () => route.read.path);
    traceHttpRequest(req, res, path, () => void answer(req as AuthedRequest, res, route, path, q === -1 ? '' : url.slice(q + 1), id));
    return true;
  }

  const server = app.getHttpServer() as Server;
  const listeners = server.listeners('request');
  if (listeners.length !== 1 || listeners[0] !== express) throw new Error('direct reads: the HTTP server is not Express alone');
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!take(req, res)) express(req, res);
  });
}
