import { createHash, randomBytes } from 'node:crypto';
import { AUTH } from '@portico/contracts';

/**
 * Test helpers: real tokens from a running provider through the same authorization-code +
 * PKCE flow a browser goes through, using plain fetch (form posts, cookies carried by hand).
 */

export interface SignInOptions {
  /** Console origin the redirect URI belongs to (default http://localhost:8080). */
  origin?: string;
  clientId?: string;
  /** Requested scope (default "openid", as keycloak-js sends). */
  scope?: string;
  /** Client address as the edge proxy would forward it (X-Forwarded-For), to act as distinct clients. */
  forwardedFor?: string;
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

/** Thrown when the provider refuses the credentials or the request; `message` is what the user would see. */
export class SignInError extends Error {
  constructor(
    message: string,
    /** HTTP status of the page that refused (e.g. 429 when throttled), when there was one. */
    readonly status?: number,
  ) {
    super(message);
  }
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
}

const MAX_HOPS = 10;

class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function discover(issuer: string): Promise<Discovery> {
  const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`discovery failed: HTTP ${response.status}`);
  return (await response.json()) as Discovery;
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function tokenRequest(endpoint: string, params: Record<string, string>): Promise<TokenSet> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(params),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) {
    const { error, error_description: description } = body;
    const text = [error, description].filter((part) => typeof part === 'string').join(' ');
    throw new SignInError(`token request failed: ${text || `HTTP ${response.status}`}`);
  }
  const { access_token, refresh_token, id_token, expires_in } = body;
  if (typeof access_token !== 'string' || typeof refresh_token !== 'string' || typeof id_token !== 'string') {
    throw new Error(`token response lacks a token: ${Object.keys(body).join(', ')}`);
  }
  return { accessToken: access_token, refreshToken: refresh_token, idToken: id_token, expiresIn: Number(expires_in) };
}

/** Signs `email` in at `issuer` as the console would and returns its tokens. */
export async function signIn(issuer: string, email: string, password: string, options: SignInOptions = {}): Promise<TokenSet> {
  const origin = new URL(options.origin ?? 'http://localhost:8080').origin;
  const clientId = options.clientId ?? AUTH.consoleClientId;
  const redirectUri = `${origin}/callback`;
  const discovery = await discover(issuer);

  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: options.scope ?? 'openid',
    state,
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  const jar = new CookieJar();
  let request: { url: string; init: RequestInit } = { url: authorize.href, init: {} };
  let submitted = false;
  let callback: URL | undefined;

  for (let hop = 0; hop < MAX_HOPS && !callback; hop += 1) {
    const response = await fetch(request.url, {
      ...request.init,
      redirect: 'manual',
      headers: {
        ...(request.init.headers as Record<string, string>),
        cookie: jar.header(),
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
      },
    });
    jar.store(response);

    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, request.url);
      if (`${next.origin}${next.pathname}` === redirectUri) callback = next;
      else request = { url: next.href, init: {} };
      continue;
    }

    const html = await response.text();
    const action = /<form[^>]*\baction="([^"]+)"/.exec(html)?.[1];
    const refusal = submitted ? /<div class="alert"[^>]*>([^<]*)</.exec(html)?.[1] : undefined;
    if (refusal) throw new SignInError(unescapeHtml(refusal), response.status);
    if (response.status !== 200 || !action) {
      const message = /<p class="lead">([^<]*)</.exec(html)?.[1];
      throw new SignInError(`sign-in failed (HTTP ${response.status}): ${unescapeHtml(message ?? html.slice(0, 200))}`);
    }
    if (submitted) {
      const alert = /<div class="alert"[^>]*>([^<]*)</.exec(html)?.[1];
      throw new SignInError(unescapeHtml(alert ?? 'sign-in refused'));
    }
    submitted = true;
    request = {
      url: new URL(unescapeHtml(action), request.url).href,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      },
    };
  }

  if (!callback) throw new SignInError('sign-in did not come back to the redirect URI');
  const { searchParams } = callback;
  const error = searchParams.get('error');
  if (error) throw new SignInError(`${error}: ${searchParams.get('error_description') ?? ''}`.trim());
  if (searchParams.get('state') !== state) throw new SignInError('state mismatch');
  const code = searchParams.get('code');
  if (!code) throw new SignInError('no authorization code in the callback');

  return tokenRequest(discovery.token_endpoint, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: clientId,
    code_verifier: verifier,
  });
}

/** Exchanges a refresh token (rotated: the one passed in is spent). */
export async function refreshTokens(
  issuer: string,
  refreshToken: string,
  options: Pick<SignInOptions, 'clientId'> = {},
): Promise<TokenSet> {
  const discovery = await discover(issuer);
  return tokenRequest(discovery.token_endpoint, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: options.clientId ?? AUTH.consoleClientId,
  });
}
