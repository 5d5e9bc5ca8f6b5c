import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD, SEED_ACCOUNTS } from '@portico/contracts';
import { Provider } from 'oidc-provider';
import { AccountStore, type AccountInput } from './account-store';
import { allowCredentials, corsHeadersFor } from './cors';
import { HttpError, sendPage } from './http';
import { interactionRoutes } from './interactions';
import { loadSigningKeys } from './keys';
import { providerConfiguration } from './provider-config';
import { userinfoHandler } from './userinfo';
import { messagePage } from './views';

export interface DevIdpOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on (default 127.0.0.1: a development provider has no business on the network). */
  host?: string;
  /**
   * Public issuer URL (default http://localhost:8080/oidc, behind the edge proxy). Its path is
   * where the provider is mounted. Pass a function to derive it from the port actually bound,
   * e.g. `(port) => \`http://127.0.0.1:${port}/oidc\``.
   */
  issuer?: string | ((port: number) => string);
  /** Origins the console is served from (redirect URIs and CORS). Default ['http://localhost:8080']. */
  consoleOrigins?: readonly string[];
  /** Private JWKS file; created with a new RS256 key when missing. Without it the key lives in memory. */
  keyFile?: string;
  /** Access (and ID) token lifetime; default 900. */
  accessTokenTtlSeconds?: number;
  /** Accounts (without a password they get DEMO_PASSWORD), or a store to share. Default: SEED_ACCOUNTS. */
  accounts?: readonly AccountInput[] | AccountStore;
}

export interface DevIdp {
  issuer: string;
  port: number;
  jwksUri: string;
  /** The live account store: disable, delete or upsert accounts while running. */
  accounts: AccountStore;
  close(): Promise<void>;
}

export const DEFAULT_ISSUER = 'http://localhost:8080/oidc';
export const DEFAULT_CONSOLE_ORIGINS: readonly string[] = ['http://localhost:8080'];

type MountedRequest = IncomingMessage & { originalUrl?: string };

function normalizeOrigin(value: string): string {
  const url = new URL(value);
  if (url.origin === 'null') throw new Error(`not an http(s) origin: ${value}`);
  return url.origin;
}

export async function startDevIdp(options: DevIdpOptions = {}): Promise<DevIdp> {
  const consoleOrigins = (options.consoleOrigins ?? DEFAULT_CONSOLE_ORIGINS).map(normalizeOrigin);
  const accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? 900;
  if (!Number.isSafeInteger(accessTokenTtlSeconds) || accessTokenTtlSeconds <= 0) {
    throw new Error('accessTokenTtlSeconds must be a positive integer');
  }
  const accounts =
    options.accounts instanceof AccountStore
      ? options.accounts
      : await AccountStore.seeded(options.accounts ?? SEED_ACCOUNTS, DEMO_PASSWORD);
  const jwks = await loadSigningKeys(options.keyFile);

  // The issuer may depend on the bound port, so listen first and attach the handler after.
  let handler: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  const server = createServer((req, res) => {
    if (!handler) {
      res.writeHead(503).end();
      return;
    }
    handler(req, res).catch((err: unknown) => {
      console.error('[dev-idp] request failed', err);
      if (!res.headersSent) sendPage(res, 500, messagePage('Something went wrong', 'Please try again.'));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const allowedOrigins = new Set(consoleOrigins);

  const issuer = (typeof options.issuer === 'function' ? options.issuer(port) : options.issuer ?? DEFAULT_ISSUER).replace(
    /\/+$/,
    '',
  );
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');

  const provider = new Provider(
    issuer,
    providerConfiguration({
      mountPath,
      consoleOrigins,
      accessTokenTtlSeconds,
      jwks,
      accounts,
      cookieKeys: [randomBytes(32).toString('base64url')],
    }),
  );
  // The edge proxy forwards /oidc/* with X-Forwarded-Proto/Host; URLs must use the public origin.
  provider.proxy = true;
  provider.on('server_error', (_ctx, err) => console.error('[dev-idp] provider error', err));
  allowCredentials(provider, allowedOrigins);

  const interactions = interactionRoutes(provider, accounts, mountPath);
  const userinfo = userinfoHandler({ issuer, jwks, accounts, corsHeaders: corsHeadersFor(allowedOrigins) });
  const callback = provider.callback();

  handler = async (req: MountedRequest, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    if (mountPath && path !== mountPath && !path.startsWith(`${mountPath}/`)) {
      sendPage(res, 404, messagePage('Not found', 'There is nothing here.'));
      return;
    }
    try {
      if (await interactions.handle(req, res, path)) return;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      sendPage(res, err.status, messagePage('Something went wrong', err.message));
      return;
    }
    if (path === `${mountPath}/me`) {
      await userinfo(req, res);
      return;
    }
    // Mount like Express does: the library derives its mount path from originalUrl vs url.
    req.originalUrl = url;
    req.url = url.slice(mountPath.length) || '/';
    await callback(req, res);
  };

  let closing: Promise<void> | undefined;
  return {
    issuer,
    port,
    jwksUri: `${issuer}/jwks`,
    accounts,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
