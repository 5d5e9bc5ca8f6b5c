import { literalPrefix } from './route-prefilter';

/**
 * Express walks its whole stack for every request: with ~960 routes, even behind their prefix
 * check (route-prefilter), the walk itself was ~6% of the gateway's CPU (ADR 0079). Each
 * request is handed instead to a view of the router whose stack holds only the layers that
 * could take it: every middleware, and the routes whose literal prefix agrees with the path's
 * first segments and (but for HEAD and OPTIONS, which Express treats specially) that handle
 * the method. Express itself still walks that stack, so what matches, in which order, with
 * which params, is unchanged.
 *
 * Assumes no middleware rewrites `req.url` before the routes (none in the gateway): the
 * candidates are chosen from the URL as the request arrives. Layers added or removed later
 * rebuild the views; a method added to an existing route object later (`app.route(p).get()`
 * after the first request) would not be seen: Nest declares every route before it listens.
 */

interface DispatchLayer {
  route?: { path?: unknown; _handlesMethod?: (method: string) => boolean };
}

interface DispatchRouter {
  stack: DispatchLayer[];
  handle: (req: { method?: string; url?: string }, res: unknown, done: unknown) => unknown;
}

/** Distinct keys (method and first segments) remembered; past it a view is built per request. */
const MAX_VIEWS = 2_000;
/** The path segments a key is made of: `/api/v1/properties` picks one entity's routes. */
const KEY_SEGMENTS = 3;
/**
 * Anything but printable ASCII (Express parses a URL holding a space, tab or `#` the slow way,
 * and its path may then differ from the raw one; lower-casing other characters may change
 * their length) and `#`: such a URL walks the whole stack.
 */
export const UNUSUAL = /[^\x21\x22\x24-\x7e]/;

/** The lower-case path up to its `KEY_SEGMENTS`th segment, or undefined if the URL is not a plain path. */
export function pathKey(url: string): string | undefined {
  if (url[0] !== '/' || UNUSUAL.test(url)) return undefined;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  let end = 0;
  for (let segment = 0; segment < KEY_SEGMENTS; segment += 1) {
    end = path.indexOf('/', end + 1);
    if (end === -1) return path.toLowerCase();
  }
  return path.slice(0, end).toLowerCase();
}

/** Whether a layer may take a request of `method` whose path starts with `key`. */
function mayTake(layer: DispatchLayer, method: string, key: string): boolean {
  const route = layer.route;
  if (!route) return true;
  if (method !== 'HEAD' && method !== 'OPTIONS' && route._handlesMethod && !route._handlesMethod(method)) return false;
  if (typeof route.path !== 'string') return true;
  const prefix = literalPrefix(route.path);
  // A path the route matches starts with its prefix, and with the key: one starts the other.
  return prefix.length <= 1 || key.startsWith(prefix) || prefix.startsWith(key);
}

/** Hands each request to a view of `router` with only the layers that could take it. */
export function dispatchByPrefix(router: DispatchRouter): void {
  const handle = router.handle;
  const views = new Map<string, DispatchRouter>();
  let indexed = router.stack;
  let indexedLength = indexed.length;

  const viewFor = (self: DispatchRouter, method: string, key: string): DispatchRouter => {
    const stack = self.stack.filter((layer) => mayTake(layer, method, key));
    // Everything else (params, options) is read through the router itself.
    return Object.create(self, { stack: { value: stack } }) as DispatchRouter;
  };

  router.handle = function dispatch(this: DispatchRouter, req, res, done) {
    const key = typeof req.url === 'string' && typeof req.method === 'string' ? pathKey(req.url) : undefined;
    if (key === undefined || this !== router) return handle.call(this, req, res, done);
    // Routes added or removed since: the views are built again.
    if (router.stack !== indexed || router.stack.length !== indexedLength) {
      views.clear();
      indexed = router.stack;
      indexedLength = indexed.length;
    }
    const viewKey = `${req.method} ${key}`;
    let view = views.get(viewKey);
    if (!view) {
      view = viewFor(router, req.method!, key);
      if (views.size < MAX_VIEWS) views.set(viewKey, view);
    }
    return handle.call(view, req, res, done);
  };
}
