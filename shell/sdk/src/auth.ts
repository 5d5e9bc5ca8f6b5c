import Keycloak, { type OpenIdProviderMetadata } from 'keycloak-js';
import { AUTH } from '@portico/contracts';
import { ApiClient } from './api';
import { ApiError, errorMessage } from './errors';
import { currentLanguage, i18n } from './i18n';
import { installTokenEndpointShim } from './oidc-compat';
import { navigate, safeRedirectPath } from './router';
import { useViewAsStore, viewAsHeaders } from './view-as-state';
import { type Principal, can, setAnonymous, setAuthenticated, setTokenExpiry, useSession } from './session';
import { STORAGE_KEYS, readItem, sessionRemembered, storedSessionValid, writeItem } from './storage';
import { toast } from './toast';

/**
 * Authentication through the OpenID Connect provider with keycloak-js (authorization code +
 * PKCE S256). In development the provider is the dev IdP under `/oidc`; in production it is
 * Keycloak, whose realm emits the same claims.
 */

const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
export const AUTH_URLS = {
  oidcProvider: `${origin}/oidc`,
  callback: `${origin}/callback`,
  silentCheckSso: `${origin}/silent-check-sso.html`,
  afterLogout: `${origin}/`,
} as const;

export const LOGIN_PATH = '/pages/login';
export const HOME_PATH = '/dashboard/analytics';

/** Refresh this many seconds before the access token expires. */
const REFRESH_AHEAD_S = 60;

let keycloak: Keycloak | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;

function tokenExpiry(): number | null {
  const exp = keycloak?.tokenParsed?.exp;
  if (!exp) return null;
  // keycloak-js corrects for clock skew between browser and provider.
  return (exp + (keycloak?.timeSkew ?? 0)) * 1000;
}

function scheduleRefresh(): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  const expiry = tokenExpiry();
  if (!expiry) return;
  const delay = Math.max(expiry - Date.now() - REFRESH_AHEAD_S * 1000, 5_000);
  refreshTimer = setTimeout(() => {
    void refreshAccessToken(REFRESH_AHEAD_S + 5);
  }, delay);
}

/** Refreshes the token if it expires within `minValidity` seconds (-1: always). */
async function refreshAccessToken(minValidity: number): Promise<string | null> {
  if (!keycloak?.authenticated) return null;
  try {
    await keycloak.updateToken(minValidity);
    setTokenExpiry(tokenExpiry());
    scheduleRefresh();
    return keycloak.token ?? null;
  } catch {
    sessionLost();
    return null;
  }
}

/** The session ended under the user (refresh refused, token revoked): back to sign-in. */
export function sessionLost(): void {
  if (useSession.getState().status !== 'authenticated') return;
  if (refreshTimer) clearTimeout(refreshTimer);
  keycloak?.clearToken();
  setAnonymous(null);
  toast.warning(i18n.t('common:sessionExpiredTitle'), i18n.t('common:sessionExpired'));
  const here = `${location.pathname}${location.search}`;
  navigate(`${LOGIN_PATH}?to=${encodeURIComponent(here)}`, { replace: true });
}

/** REST client for `/api/v1` with the session's token. */
/** The access token, refreshed first when it is about to expire; null when signed out. */
export async function freshToken(): Promise<string | null> {
  if (!keycloak?.authenticated) return null;
  try {
    await keycloak.updateToken(30);
    return keycloak.token ?? null;
  } catch {
    return keycloak.token ?? null;
  }
}

export const api = new ApiClient({
  baseUrl: '/api/v1',
  getToken: freshToken,
  refreshToken: () => refreshAccessToken(-1),
  onSessionLost: sessionLost,
  // The server words its errors in the language the console shows (ADR 0077).
  headers: () => ({ ...viewAsHeaders(), 'Accept-Language': currentLanguage() }),
  onError: (error) => {
    if (error.status === 403 && useViewAsStore.getState().user && /read-only/i.test(error.message)) {
      toast.error(i18n.t('common:viewAsReadOnlyTitle'), error.message);
    }
  },
});

/** Re-reads the principal from `GET /me` (after starting or stopping 'View as'). */
export async function reloadPrincipal(): Promise<Principal> {
  const principal = await loadPrincipal();
  setAuthenticated(principal, tokenExpiry());
  return principal;
}

async function loadPrincipal(): Promise<Principal> {
  return api.get<Principal>('/me');
}

export interface AuthInitResult {
  authenticated: boolean;
  /** The page was the sign-in callback. */
  callback: boolean;
  /** Provider error on the callback (spec, part 8: alert with the error code). */
  error?: string;
}

function isCallbackUrl(): boolean {
  return location.pathname === '/callback';
}

/**
 * Starts the session at page load: completes a sign-in callback, or renews the session
 * silently when local storage says one exists (spec, part 4), else stays signed out.
 */
/** A discovery document keycloak-js can run on: at least where to sign in and where to get tokens. */
function isProviderMetadata(value: unknown): value is OpenIdProviderMetadata {
  const d = value as Partial<Record<string, unknown>> | undefined;
  return typeof d?.authorization_endpoint === 'string' && typeof d.token_endpoint === 'string';
}

export async function initAuth(options: { discovery?: Promise<Record<string, unknown> | undefined> } = {}): Promise<AuthInitResult> {
  const callback = isCallbackUrl();
  installTokenEndpointShim(AUTH_URLS.oidcProvider);
  // A discovery document the page already fetched spares keycloak-js fetching it again, after.
  const discovered = await options.discovery?.catch(() => undefined);
  keycloak = new Keycloak({
    oidcProvider: isProviderMetadata(discovered) ? discovered : AUTH_URLS.oidcProvider,
    clientId: AUTH.consoleClientId,
  });
  keycloak.onTokenExpired = () => {
    void refreshAccessToken(-1);
  };
  const renew = sessionRemembered();
  let authenticated: boolean;
  try {
    authenticated = await keycloak.init({
      ...(renew ? { onLoad: 'check-sso' as const, silentCheckSsoRedirectUri: AUTH_URLS.silentCheckSso } : {}),
      pkceMethod: 'S256',
      checkLoginIframe: false,
      redirectUri: AUTH_URLS.callback,
      scope: 'openid profile email',
      messageReceiveTimeout: 8000,
    });
  } catch (error) {
    const code = describeInitError(error);
    if (callback) {
      // Spec, part 8: the error code followed by 'Detailed error can be found in console.'
      console.error('Sign-in callback failed', error);
      setAnonymous(`${code}. Detailed error can be found in console.`);
      return { authenticated: false, callback, error: code };
    }
    // A failed renewal is logged only (spec, part 8).
    console.warn('Session renewal failed', error);
    setAnonymous(null);
    return { authenticated: false, callback };
  }
  if (!authenticated) {
    setAnonymous(null);
    return { authenticated: false, callback };
  }
  try {
    const principal = await loadPrincipal();
    setAuthenticated(principal, tokenExpiry());
    scheduleRefresh();
    return { authenticated: true, callback };
  } catch (error) {
    console.error('Could not load the signed-in user', error);
    keycloak.clearToken();
    // Signed in at the provider but refused by the API (or the API is down): say why.
    const message = error instanceof ApiError ? `${error.message} (${error.status || error.code})` : errorMessage(error);
    setAnonymous(message);
    return { authenticated: false, callback, error: message };
  }
}

function describeInitError(error: unknown): string {
  if (error && typeof error === 'object' && 'error' in error && typeof (error as { error: unknown }).error === 'string') {
    return (error as { error: string }).error;
  }
  return errorMessage(error);
}

/** Whether the user counts as signed in (spec, part 4): a token and stored user info. */
export function isLoggedIn(): boolean {
  return !!keycloak?.authenticated && useSession.getState().status === 'authenticated' && storedSessionValid();
}

/**
 * Starts the sign-in redirect. A second attempt while signed in is refused with the spec's
 * warning toast and answers false.
 */
export async function login(returnTo?: string | null): Promise<boolean> {
  if (isLoggedIn()) {
    warnAlreadyLoggedIn();
    return false;
  }
  writeItem(STORAGE_KEYS.returnTo, safeRedirectPath(returnTo) ?? null, 'session');
  if (!keycloak) throw new Error('Authentication is not initialised');
  await keycloak.login({ redirectUri: AUTH_URLS.callback });
  return true;
}

export function warnAlreadyLoggedIn(): void {
  toast.warning(i18n.t('common:loginAttempt'), i18n.t('common:alreadyLoggedIn'));
}

/** Where to go after the callback: the stored `to`, else the dashboard. */
export function consumeReturnTo(): string {
  const to = safeRedirectPath(readItem(STORAGE_KEYS.returnTo, 'session'));
  writeItem(STORAGE_KEYS.returnTo, null, 'session');
  return to ?? HOME_PATH;
}

/** Clears the local session and signs out at the provider, which returns to the site root. */
export async function logout(): Promise<void> {
  if (refreshTimer) clearTimeout(refreshTimer);
  const kc = keycloak;
  setAnonymous(null);
  if (kc?.authenticated) {
    await kc.logout({ redirectUri: AUTH_URLS.afterLogout });
  } else {
    location.assign('/');
  }
}

/** The signed-in account's subject (`sub`): whom a fresh sign-in must name to unlock. */
export function currentSubject(): string | null {
  return keycloak?.tokenParsed?.sub ?? null;
}

/** The current access token, for callers outside the API client (e.g. downloads). */
export function accessToken(): string | null {
  return keycloak?.token ?? null;
}

export { can };
