import type { IncomingMessage } from 'node:http';
import type { Provider } from 'oidc-provider';

/**
 * keycloak-js sends its token requests with credentials, so a cross-origin console needs
 * `Access-Control-Allow-Credentials`, which the library never sends. The library still decides
 * which origins pass (clientBasedCORS); this only adds the flag to what it allowed.
 */
export function allowCredentials(provider: Provider, origins: ReadonlySet<string>): void {
  provider.use(async (ctx, next) => {
    await next();
    // Added afterwards: the library skips its CORS handling when access-control headers already exist.
    const origin = ctx.get('Origin');
    if (origins.has(origin) && ctx.response.get('Access-Control-Allow-Origin') === origin) {
      ctx.set('Access-Control-Allow-Credentials', 'true');
    }
  });
}

/** CORS headers for the routes served outside the library (userinfo). */
export function corsHeadersFor(origins: ReadonlySet<string>): (req: IncomingMessage) => Record<string, string> {
  return (req): Record<string, string> => {
    const origin = req.headers.origin;
    return origin && origins.has(origin)
      ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
      : { Vary: 'Origin' };
  };
}
