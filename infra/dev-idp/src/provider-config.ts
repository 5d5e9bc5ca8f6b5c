import { AUTH } from '@portico/contracts';
import type { Account as OidcAccount, ClientMetadata, Configuration, KoaContextWithOIDC, ResourceServer } from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { AccountStore } from './account-store';
import { IDENTITY_CLAIM_NAMES, identityClaims } from './claims';
import type { PrivateJwks } from './keys';
import { memoryAdapter } from './memory-adapter';
import { logoutPage, messagePage, type Page } from './views';

/**
 * Resource indicator of the Portico API. Resource indicators must be absolute URIs, so it
 * cannot be the bare audience; tokens issued for it still carry `aud` = AUTH.audience.
 */
export const API_RESOURCE = `urn:${AUTH.audience}`;

/** Lifetime of the SSO session, its grant and refresh tokens (Keycloak's SSO Session Max is 10 h). */
const SESSION_TTL_SECONDS = 10 * 60 * 60;

/** OIDC scopes the console may ask for; all of them are also scopes on the API's tokens. */
const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

export interface ProviderSettings {
  mountPath: string;
  /** Normalized origins (scheme://host[:port]) the console is served from. */
  consoleOrigins: readonly string[];
  accessTokenTtlSeconds: number;
  jwks: PrivateJwks;
  accounts: AccountStore;
  cookieKeys: string[];
  /** Extra discovery metadata (the password endpoints, ADR 0076). */
  discovery?: Record<string, string>;
}

export function consoleClient(origins: readonly string[]): ClientMetadata {
  return {
    client_id: AUTH.consoleClientId,
    client_name: 'Portico console',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.flatMap((origin) => [`${origin}/callback`, `${origin}/silent-check-sso.html`]),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
  };
}

function isFirstParty(clientId: string | undefined): boolean {
  return clientId === AUTH.consoleClientId;
}

function render(ctx: KoaContextWithOIDC, page: Page): void {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', page.csp);
  ctx.body = page.html;
}

/**
 * Consent is implicit for the first-party console, as in Keycloak with "consent required"
 * off: whatever it asks for is added to its grant, so the consent prompt never shows.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (!clientId || !accountId) return undefined;

  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (!isFirstParty(clientId)) return existing;

  const grant = existing ?? new oidc.provider.Grant({ clientId, accountId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes]);
  for (const server of Object.values(oidc.resourceServers ?? {})) {
    grant.addResourceScope(
      server.identifier(),
      [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope)),
    );
  }
  await grant.save();
  return grant;
}

export function providerConfiguration(settings: ProviderSettings): Configuration {
  const { accounts, accessTokenTtlSeconds, consoleOrigins, mountPath } = settings;
  const allowedOrigins = new Set(consoleOrigins);

  const apiServer: ResourceServer = {
    audience: AUTH.audience,
    // Keycloak puts the granted OIDC scopes in the access token's `scope`; so do we.
    scope: OIDC_SCOPES.join(' '),
    accessTokenFormat: 'jwt',
    accessTokenTTL: accessTokenTtlSeconds,
    jwt: { sign: { alg: 'RS256' } },
  };

  return {
    adapter: memoryAdapter(),
    ...(settings.discovery ? { discovery: settings.discovery } : {}),
    clients: [consoleClient(consoleOrigins)],
    jwks: settings.jwks,
    cookies: {
      keys: settings.cookieKeys,
      // Keep the SSO cookie off the console's own paths when both share the edge origin.
      long: { httpOnly: true, sameSite: 'lax', path: mountPath || '/' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: {
      // Keycloak's default client scopes apply whatever the request asks, so these ride on `openid`.
      openid: ['sub', ...IDENTITY_CLAIM_NAMES],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    scopes: [...OIDC_SCOPES],
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin, client) => isFirstParty(client.clientId) && allowedOrigins.has(origin),
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant,

    findAccount(_ctx, sub): OidcAccount | undefined {
      const account = accounts.findActive(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...identityClaims(account) }) };
    },
    extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken') return undefined;
      const account = accounts.findActive(token.accountId);
      if (!account) return undefined;
      return { ...identityClaims(account), azp: token.clientId };
    },

    interactions: {
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => render(ctx, logoutPage(form, `${mountPath}/assets/logout.js`)),
        postLogoutSuccessSource: (ctx) => render(ctx, messagePage('Signed out', 'You have signed out of Portico.')),
      },
      resourceIndicators: {
        enabled: true,
        // keycloak-js never sends `resource`: every request is for the API.
        defaultResource: (_ctx, _client, oneOf) => (oneOf && !oneOf.includes(API_RESOURCE) ? oneOf : API_RESOURCE),
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return apiServer;
        },
      },
    },
    renderError: (ctx, out) => {
      render(ctx, messagePage('Something went wrong', out.error_description ?? out.error));
    },

    ttl: {
      AccessToken: accessTokenTtlSeconds,
      IdToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      // A rotated refresh token inherits what is left of its predecessor, so rotation never
      // extends a sign-in beyond the session lifetime.
      RefreshToken: (ctx) => ctx.oidc.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL_SECONDS,
    },
  };
}
