import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUTH } from '@portico/contracts';
import { errors, type Provider } from 'oidc-provider';
import type { AccountStore } from './account-store';
import { readForm, sendPage } from './http';
import { loginPage, messagePage, WRONG_CREDENTIALS } from './views';

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
export function interactionRoutes(provider: Provider, accounts: AccountStore, mountPath: string): InteractionRoutes {
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

  function showLogin(res: ServerResponse, interaction: Interaction, email?: string, error?: string): void {
    const action = `${mountPath}/interaction/${interaction.uid}/login`;
    const prefill = email ?? asString(interaction.params['login_hint']);
    sendPage(res, 200, loginPage({ action, email: prefill, error }));
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
    const account = email && password ? await accounts.verifyPassword(email, password) : undefined;
    if (!account) {
      showLogin(res, interaction, email, WRONG_CREDENTIALS);
      return;
    }
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
