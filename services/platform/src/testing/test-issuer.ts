import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type CryptoKey } from 'jose';
import { AUTH, type SeedAccount } from '@portico/contracts';

/**
 * A real OIDC issuer for tests: discovery + JWKS over HTTP and RS256-signed access tokens in
 * the same claim shape as the dev provider and Keycloak. Tests also use it to forge tokens.
 */
export interface TestIssuer {
  issuer: string;
  token(account: SeedAccount, overrides?: TokenOverrides): Promise<string>;
  close(): Promise<void>;
}

export interface TokenOverrides {
  audience?: string;
  issuer?: string;
  expiresInSeconds?: number;
  /** Sign with a key the issuer does not publish. */
  foreignKey?: boolean;
  claims?: Record<string, unknown>;
}

export function claimsOf(account: SeedAccount): Record<string, unknown> {
  const claims: Record<string, unknown> = {
    email: account.email,
    name: account.name,
    preferred_username: account.email,
    realm_access: { roles: account.roles },
    azp: AUTH.consoleClientId,
  };
  if (account.org) claims[AUTH.claims.org] = account.org;
  if (account.properties) claims[AUTH.claims.properties] = account.properties;
  if (account.units) claims[AUTH.claims.units] = account.units;
  if (account.vendor) claims[AUTH.claims.vendor] = account.vendor;
  return claims;
}

export async function startTestIssuer(): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server: Server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (req.url === '/jwks') {
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    async token(account, overrides = {}) {
      const now = Math.floor(Date.now() / 1000);
      const key: CryptoKey = overrides.foreignKey ? foreign.privateKey : privateKey;
      return new SignJWT({ ...claimsOf(account), ...overrides.claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'at+jwt' })
        .setSubject(account.id)
        .setIssuer(overrides.issuer ?? issuer)
        .setAudience(overrides.audience ?? AUTH.audience)
        .setIssuedAt(now - 10)
        .setExpirationTime(now + (overrides.expiresInSeconds ?? 600))
        .sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An unsigned token (`alg: none`), which must always be refused. */
export function unsignedToken(payload: Record<string, unknown>): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}
