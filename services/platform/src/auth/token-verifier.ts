import { createRemoteJWKSet, jwtVerify, errors, type JWTVerifyGetKey } from 'jose';
import { AUTH, PorticoError, uuidString, type AccessTokenClaims } from '@portico/contracts';
import type { Principal } from './principal';
import type { AccessResolver } from './access-resolver';

export interface TokenVerifierOptions {
  issuer: string;
  audience?: string;
  /** Defaults to the issuer's discovery document's jwks_uri. */
  jwksUri?: string;
  /** Test hook: a local key set instead of a remote one. */
  keySet?: JWTVerifyGetKey;
  clockToleranceSeconds?: number;
}

/**
 * Verifies OIDC access tokens: signature against the issuer's JWKS with an asymmetric
 * algorithm allowlist (no `none`, no HMAC), issuer, audience and expiry.
 */
export class TokenVerifier {
  private keySet: JWTVerifyGetKey | undefined;
  private keySetPromise: Promise<JWTVerifyGetKey> | undefined;

  constructor(
    private readonly options: TokenVerifierOptions,
    private readonly access: AccessResolver,
  ) {
    this.keySet = options.keySet;
  }

  private async getKeySet(): Promise<JWTVerifyGetKey> {
    if (this.keySet) return this.keySet;
    this.keySetPromise ??= (async () => {
      let jwksUri = this.options.jwksUri;
      if (!jwksUri) {
        const res = await fetch(`${this.options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
        if (!res.ok) throw new Error(`OIDC discovery failed: ${res.status}`);
        jwksUri = ((await res.json()) as { jwks_uri: string }).jwks_uri;
      }
      const set = createRemoteJWKSet(new URL(jwksUri), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
      this.keySet = set;
      return set;
    })().catch((err: unknown) => {
      this.keySetPromise = undefined;
      throw err;
    });
    return this.keySetPromise;
  }

  /** See `AccessResolver.onChange`: a no-op where the resolver does not watch for changes. */
  onAccessChange(listener: (userId?: string) => void): () => void {
    return this.access.onChange?.(listener) ?? (() => undefined);
  }

  async verify(token: string, viewAs?: string): Promise<Principal> {
    let keySet: JWTVerifyGetKey;
    try {
      keySet = await this.getKeySet();
    } catch {
      throw new PorticoError('SERVICE_UNAVAILABLE', 'Identity provider unavailable');
    }
    let claims: AccessTokenClaims;
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: this.options.issuer,
        audience: this.options.audience ?? AUTH.audience,
        algorithms: [...AUTH.algorithms],
        clockTolerance: this.options.clockToleranceSeconds ?? 5,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      claims = payload as unknown as AccessTokenClaims;
    } catch (err) {
      const reason = err instanceof errors.JWTExpired ? 'Access token expired' : 'Invalid access token';
      throw new PorticoError('UNAUTHENTICATED', reason);
    }
    if (!viewAs) return this.access.resolve(claims, token);
    if (!uuidString.safeParse(viewAs).success) throw new PorticoError('BAD_REQUEST', 'Invalid view-as user');
    if (!this.access.resolveViewAs) throw new PorticoError('FORBIDDEN', 'View as is not available here');
    return this.access.resolveViewAs(claims, token, viewAs);
  }

  /** Reads `Bearer <token>` from a header value; refuses anything else. */
  async verifyAuthorization(header: string | undefined | null, viewAs?: string | null): Promise<Principal> {
    const match = /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)$/.exec(header ?? '');
    if (!match?.[1]) throw new PorticoError('UNAUTHENTICATED', 'Missing bearer token');
    return this.verify(match[1], viewAs ?? undefined);
  }
}
