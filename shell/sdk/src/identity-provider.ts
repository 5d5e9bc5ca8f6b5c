import { AUTH } from '@portico/contracts';
import { AUTH_URLS, accessToken, currentSubject } from './auth';

/**
 * What the console asks the identity provider itself, beside sign-in: a password reset and a
 * password check for the lock screen (ADR 0076). The development provider advertises endpoints
 * of its own for both in its discovery document; Keycloak does not, so the console uses
 * Keycloak's reset-credentials page and a fresh sign-in (prompt=login) instead.
 */
export interface ProviderFeatures {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** POST {email} → 202; POST …/confirm {token, password} → 204. Null on Keycloak. */
  passwordResetEndpoint: string | null;
  /** POST {password} with the access token → 204 or 401. Null on Keycloak. */
  passwordVerifyEndpoint: string | null;
}

let discovery: Promise<ProviderFeatures> | null = null;

export function providerFeatures(): Promise<ProviderFeatures> {
  discovery ??= (async () => {
    const response = await fetch(`${AUTH_URLS.oidcProvider}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`The identity provider answered ${response.status}`);
    const d = (await response.json()) as Record<string, unknown>;
    const text = (key: string) => (typeof d[key] === 'string' ? (d[key] as string) : null);
    return {
      issuer: text('issuer') ?? AUTH_URLS.oidcProvider,
      authorizationEndpoint: text('authorization_endpoint') ?? `${AUTH_URLS.oidcProvider}/auth`,
      tokenEndpoint: text('token_endpoint') ?? `${AUTH_URLS.oidcProvider}/token`,
      passwordResetEndpoint: text('portico_password_reset_endpoint'),
      passwordVerifyEndpoint: text('portico_password_verify_endpoint'),
    };
  })().catch((error: unknown) => {
    discovery = null;
    throw error;
  });
  return discovery;
}

/** Keycloak's own "forgot password" page (the realm has resetPasswordAllowed). */
export function keycloakResetCredentialsUrl(issuer: string): string {
  return `${issuer}/login-actions/reset-credentials?client_id=${encodeURIComponent(AUTH.consoleClientId)}`;
}

/** A refusal by the provider, with its message (wrong password, expired link, too many attempts). */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (response.ok) return;
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  throw new ProviderError(response.status, answer.message ?? `The identity provider answered ${response.status}`);
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  const { passwordResetEndpoint } = await providerFeatures();
  if (!passwordResetEndpoint) throw new ProviderError(404, 'This identity provider resets passwords on its own page');
  await postJson(passwordResetEndpoint, { email });
}

/** Sets the new password with the link's single-use token. */
export async function completePasswordReset(token: string, password: string): Promise<void> {
  const { passwordResetEndpoint } = await providerFeatures();
  if (!passwordResetEndpoint) throw new ProviderError(404, 'This identity provider resets passwords on its own page');
  await postJson(`${passwordResetEndpoint}/confirm`, { token, password });
}

/** The development provider checks the signed-in person's password (lock screen). */
export async function verifyPassword(password: string): Promise<void> {
  const { passwordVerifyEndpoint } = await providerFeatures();
  const token = accessToken();
  if (!passwordVerifyEndpoint || !token) throw new ProviderError(400, 'This identity provider checks passwords on its own page');
  await postJson(passwordVerifyEndpoint, { password }, { authorization: `Bearer ${token}` });
}

function randomText(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function jwtSubject(jwt: string): string | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
  return typeof json.sub === 'string' ? json.sub : null;
}

/**
 * Keycloak (or any provider without the check endpoint): a fresh sign-in in a popup with
 * prompt=login, its code exchanged here with our own PKCE verifier; unlocked when the ID token
 * names the same person. Must start from a click (popups are blocked otherwise).
 */
export async function reauthenticateInPopup(loginHint: string | null): Promise<void> {
  const features = await providerFeatures();
  const verifier = randomText();
  const challenge = base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
  const state = randomText(16);
  const url = new URL(features.authorizationEndpoint);
  const params: Record<string, string> = {
    client_id: AUTH.consoleClientId,
    response_type: 'code',
    scope: 'openid',
    redirect_uri: AUTH_URLS.silentCheckSso,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    prompt: 'login',
    max_age: '0',
    ...(loginHint ? { login_hint: loginHint } : {}),
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const popup = window.open(url.href, 'portico-reauth', 'width=520,height=680');
  if (!popup) throw new ProviderError(400, 'Allow pop-ups for this site to unlock');
  const returned = await new Promise<URL>((resolve, reject) => {
    const closed = setInterval(() => {
      if (popup.closed) finish(() => reject(new ProviderError(401, 'Sign-in was closed before it finished')));
    }, 500);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || typeof event.data !== 'string') return;
      const at = new URL(event.data);
      if (at.searchParams.get('state') !== state) return;
      finish(() => resolve(at));
    };
    const finish = (then: () => void) => {
      clearInterval(closed);
      window.removeEventListener('message', onMessage);
      then();
    };
    window.addEventListener('message', onMessage);
  });
  popup.close();
  const code = returned.searchParams.get('code');
  if (!code) throw new ProviderError(401, returned.searchParams.get('error_description') ?? 'Sign-in did not finish');
  const response = await fetch(features.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: AUTH_URLS.silentCheckSso,
      client_id: AUTH.consoleClientId,
      code_verifier: verifier,
    }).toString(),
  });
  const tokens = (await response.json().catch(() => ({}))) as { id_token?: string };
  if (!response.ok || !tokens.id_token) throw new ProviderError(401, 'The identity provider did not confirm the sign-in');
  if (jwtSubject(tokens.id_token) !== currentSubject())
    throw new ProviderError(401, 'That is another account: sign in as yourself to unlock');
}
