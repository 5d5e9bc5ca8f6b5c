import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD, SEED_ACCOUNTS } from '@portico/contracts';
import { AccountStore, type AccountInput } from './account-store';
import { createRequestHandler } from './app';
import { sendPage, setDefaultSecurityHeaders } from './http';
import { loadSigningKeys } from './keys';
import { messagePage } from './views';
import type { ThrottleLimits } from './sign-in-throttle';
import type { ResetMailer } from './password-routes';

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
  /** Secret for the admin API (`/admin/accounts/:id`), used by the people service to sync accounts. */
  adminSecret?: string;
  /** File the accounts are kept in, so accounts created at run time survive a restart. */
  accountsFile?: string;
  /** Password-guessing limits; default DEFAULT_THROTTLE_LIMITS (as the Keycloak realm). */
  throttle?: ThrottleLimits;
  /** Sends password-reset links (the mail sink in the embedded default); without it, no reset by mail. */
  mailer?: ResetMailer;
  /** How long a reset link works; default 30 minutes. */
  resetTtlMs?: number;
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
  if (options.accountsFile) await accounts.persistTo(options.accountsFile);
  const jwks = await loadSigningKeys(options.keyFile);

  // The issuer may depend on the bound port: listen first, handle requests once built.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  let issuer: string;
  try {
    issuer = (typeof options.issuer === 'function' ? options.issuer(port) : (options.issuer ?? DEFAULT_ISSUER)).replace(/\/+$/, '');
    const handle = createRequestHandler({
      issuer,
      consoleOrigins,
      accessTokenTtlSeconds,
      jwks,
      accounts,
      ...(options.adminSecret ? { adminSecret: options.adminSecret } : {}),
      ...(options.throttle ? { throttle: options.throttle } : {}),
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(options.resetTtlMs ? { resetTtlMs: options.resetTtlMs } : {}),
    });
    // Nothing awaits between listen() and here, so no request is read before this is attached.
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      setDefaultSecurityHeaders(res);
      handle(req, res).catch((err: unknown) => {
        console.error('[dev-idp] request failed', err);
        if (!res.headersSent) sendPage(res, 500, messagePage('Something went wrong', 'Please try again.'));
        else res.destroy();
      });
    });
  } catch (err) {
    server.close();
    throw err;
  }

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
