import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUTH } from '@portico/contracts';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type { AccountStore } from './account-store';
import { identityClaims } from './claims';
import { sendJson } from './http';
import type { PrivateJwks } from './keys';

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

export function publicJwks(jwks: PrivateJwks): { keys: JWK[] } {
  return {
    keys: jwks.keys.map((key) => Object.fromEntries(Object.entries(key).filter(([name]) => !PRIVATE_MEMBERS.has(name))) as JWK),
  };
}

/**
 * UserInfo for the API's access tokens. The library's own endpoint only accepts tokens
 * without an audience, but every token here is for the API (as with Keycloak, whose userinfo
 * accepts them), so keycloak-js's loadUserInfo() would otherwise always fail.
 */
export function userinfoHandler(options: {
  issuer: string;
  jwks: PrivateJwks;
  accounts: AccountStore;
  corsHeaders: (req: IncomingMessage) => Record<string, string>;
}): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const keySet = createLocalJWKSet(publicJwks(options.jwks));

  return async (req, res) => {
    const cors = options.corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET,POST',
          'Access-Control-Allow-Headers': 'Authorization',
          'Access-Control-Max-Age': '3600',
        })
        .end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { Allow: 'GET, POST' }).end();
      return;
    }

    const fail = (description: string) =>
      sendJson(
        res,
        401,
        { error: 'invalid_token', error_description: description },
        { ...cors, 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"` },
      );

    const [scheme, token] = req.headers.authorization?.split(' ') ?? [];
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      fail('missing bearer token');
      return;
    }
    let sub: string | undefined;
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: AUTH.audience,
        algorithms: ['RS256'],
      });
      sub = payload.sub;
    } catch {
      fail('invalid access token');
      return;
    }
    const account = sub === undefined ? undefined : options.accounts.findActive(sub);
    if (!sub || !account) {
      fail('account not found or disabled');
      return;
    }
    sendJson(res, 200, { sub, ...identityClaims(account) }, cors);
  };
}
