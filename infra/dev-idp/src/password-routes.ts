import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUTH } from '@portico/contracts';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { AccountStore } from './account-store';
import { HttpError, readJson, sendJson } from './http';
import type { PrivateJwks } from './keys';
import { tooManyAttemptsMessage, type SignInThrottle } from './sign-in-throttle';
import { publicJwks } from './userinfo';

/** What the provider needs to send the reset link (structurally the platform's Mailer). */
export interface ResetMailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** Where the endpoints live under the mount; advertised in discovery (ADR 0076). */
export const PASSWORD_RESET_PATH = '/password-reset';
export const PASSWORD_VERIFY_PATH = '/verify-password';

export const RESET_REQUESTED =
  'If an account exists for that address, we have sent it a link to reset the password. The link works once, for 30 minutes.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';
export const WRONG_PASSWORD = 'Wrong password';
const MIN_PASSWORD = 8;

export interface PasswordRoutesOptions {
  issuer: string;
  mountPath: string;
  /** The console origin the link opens (its /reset-password page). */
  consoleOrigin: string;
  accounts: AccountStore;
  jwks: PrivateJwks;
  throttle: SignInThrottle;
  /** Without a mailer there is no reset by mail (the endpoint is not advertised). */
  mailer?: ResetMailer;
  /** Link lifetime; default 30 minutes. */
  resetTtlMs?: number;
  /** One mail per address per this long, so the form cannot flood an inbox; default a minute. */
  resendAfterMs?: number;
  clientOf(req: IncomingMessage): string;
  log?: (message: string, err: unknown) => void;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * The development provider's password reset by mail and password check (ADR 0076): what
 * Keycloak's reset-credentials flow and a fresh sign-in do in production. Reset tokens are
 * single-use and expire; only their hash is kept, in memory, like the provider's sessions.
 */
export function passwordRoutes(options: PasswordRoutesOptions) {
  const { accounts, mountPath, throttle } = options;
  const ttl = options.resetTtlMs ?? 30 * 60_000;
  const resendAfter = options.resendAfterMs ?? 60_000;
  const tokens = new Map<string, { accountId: string; expiresAt: number }>();
  const lastMailAt = new Map<string, number>();
  const keySet = createLocalJWKSet(publicJwks(options.jwks));

  function sweep(now: number): void {
    for (const [hash, entry] of tokens) if (entry.expiresAt <= now) tokens.delete(hash);
    for (const [id, at] of lastMailAt) if (now - at >= resendAfter) lastMailAt.delete(id);
  }

  async function requestReset(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!email || email.length > 254 || !email.includes('@')) {
      sendJson(res, 422, { message: 'Enter the email address you sign in with' });
      return;
    }
    const now = Date.now();
    sweep(now);
    const account = accounts.findByEmail(email);
    // The same answer, at once, whether or not the address has an account: the mail goes out after.
    sendJson(res, 202, { message: RESET_REQUESTED });
    if (!account || account.disabled || !options.mailer || lastMailAt.has(account.id)) return;
    lastMailAt.set(account.id, now);
    const token = randomBytes(32).toString('base64url');
    tokens.set(sha256(token), { accountId: account.id, expiresAt: now + ttl });
    const link = `${options.consoleOrigin}/reset-password?token=${token}`;
    options.mailer
      .send({
        to: account.email,
        subject: 'Reset your Portico password',
        text: [
          `Hello ${account.name},`,
          '',
          'Someone (hopefully you) asked to reset the password of your Portico account.',
          `Open this link to choose a new one. It works once, for ${Math.round(ttl / 60_000)} minutes:`,
          '',
          link,
          '',
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ].join('\n'),
      })
      .catch((err: unknown) => options.log?.('reset mail failed', err));
  }

  async function confirmReset(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    const token = typeof body.token === 'string' ? body.token : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (password.length < MIN_PASSWORD || password.length > 200) {
      sendJson(res, 422, { message: `The password needs at least ${MIN_PASSWORD} characters` });
      return;
    }
    sweep(Date.now());
    const hash = sha256(token);
    const entry = token ? tokens.get(hash) : undefined;
    const account = entry ? accounts.findActive(entry.accountId) : undefined;
    if (!entry || !account) {
      sendJson(res, 400, { message: RESET_LINK_INVALID });
      return;
    }
    // Single use: this link and any other outstanding one of the account stop working.
    for (const [h, e] of tokens) if (e.accountId === entry.accountId) tokens.delete(h);
    await accounts.upsert({ ...account, password });
    await throttle.succeeded(account.email);
    res.writeHead(204).end();
  }

  async function verify(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const [scheme, bearer] = req.headers.authorization?.split(' ') ?? [];
    let sub: string | undefined;
    try {
      if (scheme?.toLowerCase() !== 'bearer' || !bearer) throw new Error('no token');
      ({ sub } = (await jwtVerify(bearer, keySet, { issuer: options.issuer, audience: AUTH.audience, algorithms: ['RS256'] })).payload);
    } catch {
      sendJson(res, 401, { message: 'Sign in again' });
      return;
    }
    const account = sub ? accounts.findActive(sub) : undefined;
    if (!account) {
      sendJson(res, 401, { message: 'Sign in again' });
      return;
    }
    const body = await readJson(req);
    const password = typeof body.password === 'string' ? body.password : '';
    const client = options.clientOf(req);
    // The sign-in page's limits apply here too: the lock screen is no way around them.
    const wait = await throttle.waitSeconds(account.email, client);
    if (wait > 0) {
      sendJson(res, 429, { message: tooManyAttemptsMessage(wait) }, { 'Retry-After': String(wait) });
      return;
    }
    if (!password || !(await accounts.verifyPassword(account.email, password))) {
      await throttle.failed(account.email, client);
      sendJson(res, 401, { message: WRONG_PASSWORD });
      return;
    }
    await throttle.succeeded(account.email);
    res.writeHead(204).end();
  }

  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>> = {
    [`${mountPath}${PASSWORD_VERIFY_PATH}`]: verify,
    ...(options.mailer
      ? { [`${mountPath}${PASSWORD_RESET_PATH}`]: requestReset, [`${mountPath}${PASSWORD_RESET_PATH}/confirm`]: confirmReset }
      : {}),
  };

  return {
    /** Extra discovery metadata naming the endpoints the console may use. */
    discovery: {
      portico_password_verify_endpoint: `${options.issuer}${PASSWORD_VERIFY_PATH}`,
      ...(options.mailer ? { portico_password_reset_endpoint: `${options.issuer}${PASSWORD_RESET_PATH}` } : {}),
    },
    /** Handles the request when `path` is one of these routes; returns false otherwise. */
    async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
      const route = routes[path];
      if (!route) return false;
      if (req.method !== 'POST') {
        res.writeHead(405, { Allow: 'POST' }).end();
        return true;
      }
      try {
        await route(req, res);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        sendJson(res, err.status, { message: err.message });
      }
      return true;
    },
  };
}
