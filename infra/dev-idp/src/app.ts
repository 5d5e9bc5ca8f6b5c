import { randomBytes } from 'node:crypto';
import { handleAdmin } from './admin-api';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Provider } from 'oidc-provider';
import type { AccountStore } from './account-store';
import { allowCredentials, corsHeadersFor } from './cors';
import { HttpError, sendPage, sendScript } from './http';
import { clientOf, interactionRoutes } from './interactions';
import type { PrivateJwks } from './keys';
import { providerConfiguration } from './provider-config';
import { userinfoHandler } from './userinfo';
import { LOGOUT_SCRIPT, messagePage } from './views';
import { SignInThrottle, type ThrottleLimits } from './sign-in-throttle';
import { passwordRoutes, type ResetMailer } from './password-routes';

export interface AppSettings {
  issuer: string;
  consoleOrigins: readonly string[];
  accessTokenTtlSeconds: number;
  jwks: PrivateJwks;
  accounts: AccountStore;
  /** Bearer secret of the admin API; without it the admin API refuses everything. */
  adminSecret?: string;
  /** Password-guessing limits (default: the realm's brute-force settings). */
  throttle?: ThrottleLimits;
  /** Sends the password-reset link; without it there is no reset by mail. */
  mailer?: ResetMailer;
  resetTtlMs?: number;
  log?: (message: string, err: unknown) => void;
}

type MountedRequest = IncomingMessage & { originalUrl?: string };

/**
 * The provider mounted at the issuer's path, plus the routes it leaves to us: the sign-in
 * pages and userinfo for API tokens. Everything else under the mount goes to the library.
 */
export function createRequestHandler(settings: AppSettings): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { issuer, consoleOrigins, jwks, accounts } = settings;
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const allowedOrigins = new Set(consoleOrigins);
  const throttle = new SignInThrottle(settings.throttle);
  const consoleOrigin = consoleOrigins[0] ?? new URL(issuer).origin;
  const passwords = passwordRoutes({
    issuer,
    mountPath,
    consoleOrigin,
    accounts,
    jwks,
    throttle,
    clientOf,
    ...(settings.mailer ? { mailer: settings.mailer } : {}),
    ...(settings.resetTtlMs ? { resetTtlMs: settings.resetTtlMs } : {}),
    log: settings.log ?? ((message, err) => console.error(`[dev-idp] ${message}`, err)),
  });

  const provider = new Provider(
    issuer,
    providerConfiguration({
      mountPath,
      consoleOrigins,
      accessTokenTtlSeconds: settings.accessTokenTtlSeconds,
      jwks,
      accounts,
      // Sessions live in memory, so cookies need not outlive the process either.
      cookieKeys: [randomBytes(32).toString('base64url')],
      discovery: passwords.discovery,
    }),
  );
  // The edge proxy forwards /oidc/* with X-Forwarded-Proto/Host; URLs must use the public origin.
  provider.proxy = true;
  provider.on('server_error', (_ctx, err) => console.error('[dev-idp] provider error', err));
  allowCredentials(provider, allowedOrigins);

  const interactions = interactionRoutes(
    provider,
    accounts,
    mountPath,
    throttle,
    settings.mailer ? `${consoleOrigin}/forgot-password` : undefined,
  );
  const userinfo = userinfoHandler({ issuer, jwks, accounts, corsHeaders: corsHeadersFor(allowedOrigins) });
  const callback = provider.callback();

  return async (req: MountedRequest, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    if (await handleAdmin(req, res, path, accounts, settings.adminSecret)) return;
    if (mountPath && path !== mountPath && !path.startsWith(`${mountPath}/`)) {
      sendPage(res, 404, messagePage('Not found', 'There is nothing here.'));
      return;
    }
    if (path === `${mountPath}/assets/logout.js`) {
      sendScript(res, LOGOUT_SCRIPT);
      return;
    }
    try {
      if (await interactions.handle(req, res, path)) return;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      sendPage(res, err.status, messagePage('Something went wrong', err.message));
      return;
    }
    if (await passwords.handle(req, res, path)) return;
    if (path === `${mountPath}/me`) {
      await userinfo(req, res);
      return;
    }
    // Mount like Express does: the library derives its mount path from originalUrl vs url.
    req.originalUrl = url;
    req.url = url.slice(mountPath.length) || '/';
    await callback(req, res);
  };
}
