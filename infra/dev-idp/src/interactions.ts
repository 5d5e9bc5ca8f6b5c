import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUTH } from '@portico/contracts';
import { errors, type Provider } from 'oidc-provider';
import type { AccountStore } from './account-store';
import { readForm, sendPage } from './http';
import { loginPage, messagePage, WRONG_CREDENTIALS } from './views';
import { tooManyAttemptsMessage, type SignInThrottle } from './sign-in-throttle';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface InteractionRoutes {
  /** Handles the request when `path` is an interaction route; returns false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
}

const EXPIRED = messagePage('Sign-in expired', 'This sign-in page is no longer valid. Go back to the console and sign in again.');

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The sign-in pages: the library hands the browser over at `<mount>/interaction/<uid>` and
 * takes it back (via interactionFinished) once the login or consent prompt is resolved.
 */
/** The client's address: the edge proxy's X-Forwarded-For when the request comes through it (loopback). */
export function clientOf(req: IncomingMessage): string {
  const remote = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-forwarded-for'];
  const loopback = remote === '127.0.0.1' || remote === '::1' || remote === '::ffff:127.0.0.1';
  if (loopback && typeof forwarded === 'string' && forwarded.trim()) return forwarded.split(',').pop()!.trim();
  return remote;
}

export function interactionRoutes(
  provider: Provider,
  accounts: AccountStore,
  mountPath: string,
  throttle: SignInThrottle,
  /** The console's "forgot password" page, linked under the form. */
  forgotPasswordUrl?: string,
): InteractionRoutes {
  const pattern = new RegExp(`^${mountPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/interaction/([\\w-]+)(/login)?$`);

  async function load(req: IncomingMessage, res: ServerResponse, uid: string): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(req, res);
      return interaction.uid === uid ? interaction : undefined;
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return undefined;
      throw err;
    }
  }

  function showLogin(res: ServerResponse, interaction: Interaction, email?: string, error?: string, retryAfter?: number): void {
    const action = `${mountPath}/interaction/${interaction.uid}/login`;
    const prefill = email ?? asString(interaction.params['login_hint']);
    const page = loginPage({ action, email: prefill, error, forgotPasswordUrl });
    if (retryAfter) sendPage(res, 429, page, { 'Retry-After': String(retryAfter) });
    else sendPage(res, 200, page);
  }

  // Only reached when a first-party request explicitly asks for prompt=consent; the grant
  // loader covers the normal case.
  async function consent(req: IncomingMessage, res: ServerResponse, interaction: Interaction): Promise<void> {
    const clientId = asString(interaction.params['client_id']);
    const accountId = interaction.session?.accountId;
    if (clientId !== AUTH.consoleClientId || !accountId) {
      sendPage(res, 403, messagePage('Not allowed', 'This application is not allowed to sign in with Portico.'));
      return;
    }
    const grant =
      (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ?? new provider.Grant({ clientId, accountId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope);
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes);
    }
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  async function login(req: IncomingMessage, res: ServerResponse, interaction: Interaction): Promise<void> {
    const form = await readForm(req);
    const email = form.get('email')?.trim() ?? '';
    const password = form.get('password') ?? '';
    const client = clientOf(req);
    // Over the limit, the password is not even checked: guessing gains nothing while waiting.
    const wait = await throttle.waitSeconds(email, client);
    if (wait > 0) {
      showLogin(res, interaction, email, tooManyAttemptsMessage(wait), wait);
      return;
    }
    const account = email && password ? await accounts.verifyPassword(email, password) : undefined;
    if (!account) {
      await throttle.failed(email, client);
      showLogin(res, interaction, email, WRONG_CREDENTIALS);
      return;
    }
    await throttle.succeeded(email);
    await provider.interactionFinished(req, res, { login: { accountId: account.id, amr: ['pwd'] } }, { mergeWithLastSubmission: false });
  }

  return {
    async handle(req, res, path) {
      const match = pattern.exec(path);
      if (!match) return false;
      const [, uid = '', loginAction] = match;
      const method = req.method ?? 'GET';

      if (!(loginAction ? method === 'POST' : method === 'GET' || method === 'HEAD')) {
        res.writeHead(405, { Allow: loginAction ? 'POST' : 'GET' }).end();
        return true;
      }
      const interaction = await load(req, res, uid);
      if (!interaction) {
        sendPage(res, 400, EXPIRED);
        return true;
      }

      const prompt = interaction.prompt.name;
      if (loginAction && prompt === 'login') await login(req, res, interaction);
      else if (loginAction) sendPage(res, 400, EXPIRED);
      else if (prompt === 'login') showLogin(res, interaction);
      else if (prompt === 'consent') await consent(req, res, interaction);
      else sendPage(res, 400, messagePage('Something went wrong', `Unsupported sign-in step: ${prompt}`));
      return true;
    },
  };
}
