/**
 * keycloak-js decodes the refresh token as a JWT (keycloak/keycloak-js#149). Keycloak issues
 * JWT refresh tokens; standard providers such as the dev IdP (oidc-provider) issue opaque
 * ones, which make keycloak-js fail the whole sign-in with "Unable to decode token".
 *
 * This shim wraps fetch for the provider's token endpoint only: an opaque refresh token in a
 * token response is handed to keycloak-js inside a JWT-shaped envelope, and unwrapped again
 * when keycloak-js sends it back. JWT-shaped tokens (Keycloak's) pass through untouched.
 */
const PREFIX = 'portico-rt';
const PAYLOAD = base64Url(JSON.stringify({ typ: 'opaque-refresh-token' }));

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function wrapRefreshToken(token: string): string {
  return token.split('.').length === 3 ? token : `${PREFIX}.${PAYLOAD}.${token}`;
}

export function unwrapRefreshToken(token: string): string {
  return token.startsWith(`${PREFIX}.`) ? token.split('.').slice(2).join('.') : token;
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/** A fetch that applies the envelope to token-endpoint calls under `providerUrl`. */
export function tokenEndpointShim(baseFetch: typeof fetch, providerUrl: string): typeof fetch {
  const prefix = `${providerUrl.replace(/\/$/, '')}/`;
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    const body = init?.body;
    if (!url.startsWith(prefix) || !(body instanceof URLSearchParams) || !body.has('grant_type')) return baseFetch(input, init);
    const params = new URLSearchParams(body);
    const sent = params.get('refresh_token');
    if (sent) params.set('refresh_token', unwrapRefreshToken(sent));
    const response = await baseFetch(input, { ...init, body: params });
    if (!response.ok) return response;
    let data: unknown;
    try {
      data = await response.clone().json();
    } catch {
      return response;
    }
    if (!data || typeof data !== 'object') return response;
    const refresh = (data as { refresh_token?: unknown }).refresh_token;
    if (typeof refresh !== 'string' || refresh.split('.').length === 3) return response;
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify({ ...data, refresh_token: wrapRefreshToken(refresh) }), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}

let installed = false;

/** Installs the shim on `window.fetch` once. */
export function installTokenEndpointShim(providerUrl: string): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.fetch = tokenEndpointShim(window.fetch.bind(window), providerUrl);
}
