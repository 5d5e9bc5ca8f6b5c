/**
 * Express tries a request against every route in turn, each through its path-to-regexp
 * matcher, until one matches: with ~960 routes (62 entities × their routes) a list of
 * properties was tried against ~740 of them first, a third of a millisecond per request
 * (ADR 0079). Each route's matcher is put behind a check of the literal start of its path
 * (`/api/v1/properties/` before `:id`), which refuses almost every route at the cost of a
 * string comparison. The real matcher still decides every route the check lets through, so
 * what matches, and in which order, is unchanged.
 */

interface MatchingLayer {
  route?: { path?: unknown };
  match: (path: string) => unknown;
}

/** Characters that start a parameter, wildcard, group or escape in a path-to-regexp path. */
const SPECIAL = /[:*{}()[\]?+!\\]/;

/** The part of a route path before its first parameter, wildcard or group, lower case. */
export function literalPrefix(path: string): string {
  const at = path.search(SPECIAL);
  return (at === -1 ? path : path.slice(0, at)).toLowerCase();
}

// The path being routed, lower-cased once for all the routes it is tried against: routes
// match regardless of case unless the app says otherwise, so the check must too.
let lastPath: string | undefined;
let lastLower = '';

/** Puts each string-path route of `stack` (a router's layers) behind its literal-prefix check. */
export function prefilterRoutes(stack: readonly MatchingLayer[]): number {
  let wrapped = 0;
  for (const layer of stack) {
    const path = layer.route?.path;
    if (typeof path !== 'string') continue;
    const prefix = literalPrefix(path);
    if (prefix.length <= 1) continue;
    const match = layer.match.bind(layer);
    layer.match = (requestPath: string) => {
      if (requestPath !== lastPath) {
        if (typeof requestPath !== 'string') return match(requestPath);
        lastPath = requestPath;
        lastLower = requestPath.toLowerCase();
      }
      return lastLower.startsWith(prefix) ? match(requestPath) : false;
    };
    wrapped += 1;
  }
  return wrapped;
}
