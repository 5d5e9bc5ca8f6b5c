import { createRemoteJWKSet, jwtVerify, errors, type JWTVerifyGetKey } from 'jose';
import { AUTH, PorticoError, uuidString, type AccessTokenClaims, msg } from '@portico/contracts';
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
  /**
   * How long a verified token's claims are reused without checking its signature again
   * (default 60 s; 0: never). Never past the token's own expiry.
   */
  verifiedCacheMs?: number;
  /** How many verified tokens are kept at most (default 10,000; the oldest go first). */
  verifiedCacheSize?: number;
}

/**
 * Verifies OIDC access tokens: signature against the issuer's JWKS with an asymmetric
 * algorithm allowlist (no `none`, no HMAC), issuer, audience and expiry.
 *
 * A token once verified is remembered for a minute (ADR 0079): the same bearer arrives with
 * every request of a session, at the gateway and again at the service, and checking its
 * signature each time was a fifth of the request path's CPU. A signed token cannot change, so
 * only its expiry is checked again; what the caller may do is still resolved on every request
 * (the access resolver, invalidated by events), and a key removed from the issuer's JWKS stops
 * counting within the minute (jose itself keeps a fetched key set for ten).
 */
export class TokenVerifier {
  private keySet: JWTVerifyGetKey | undefined;
  private keySetPromise: Promise<JWTVerifyGetKey> | undefined;
  /** Verified tokens (the token itself as key): claims, and until when they are reused. */
  private readonly verified = new Map<string, { claims: AccessTokenClaims; until: number; expires: number }>();

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
    const claims = this.remembered(token) ?? (await this.verifySignature(token));
    if (!viewAs) return this.access.resolve(claims, token);
    if (!uuidString.safeParse(viewAs).success) throw new PorticoError('BAD_REQUEST', msg('error.viewAsInvalid'));
    if (!this.access.resolveViewAs) throw new PorticoError('FORBIDDEN', msg('error.viewAsUnavailable'));
    return this.access.resolveViewAs(claims, token, viewAs);
  }

  /** A verified token's claims while they may be reused; an expired one is refused as jose would. */
  private remembered(token: string): AccessTokenClaims | undefined {
    const hit = this.verified.get(token);
    if (!hit) return undefined;
    const now = Date.now();
    if (now >= hit.expires) {
      this.verified.delete(token);
      throw new PorticoError('UNAUTHENTICATED', msg('error.tokenExpired'));
    }
    if (now < hit.until) return hit.claims;
    this.verified.delete(token);
    return undefined;
  }

  private async verifySignature(token: string): Promise<AccessTokenClaims> {
    let keySet: JWTVerifyGetKey;
    try {
      keySet = await this.getKeySet();
    } catch {
      throw new PorticoError('SERVICE_UNAVAILABLE', msg('error.identityUnavailable'));
    }
    const toleranceSeconds = this.options.clockToleranceSeconds ?? 5;
    let claims: AccessTokenClaims;
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: this.options.issuer,
        audience: this.options.audience ?? AUTH.audience,
        algorithms: [...AUTH.algorithms],
        clockTolerance: toleranceSeconds,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      claims = payload as unknown as AccessTokenClaims;
    } catch (err) {
      const reason = err instanceof errors.JWTExpired ? msg('error.tokenExpired') : msg('error.tokenInvalid');
      throw new PorticoError('UNAUTHENTICATED', reason);
    }
    const cacheMs = this.options.verifiedCacheMs ?? 60_000;
    if (cacheMs > 0) {
      // Shared by every request that presents the token: nobody may change it.
      Object.freeze(claims);
      const now = Date.now();
      // Refused from the same instant jose would refuse it (`exp` plus the tolerance).
      const expires = (claims.exp + toleranceSeconds) * 1000;
      this.verified.set(token, { claims, until: Math.min(now + cacheMs, expires), expires });
      if (this.verified.size > (this.options.verifiedCacheSize ?? 10_000)) this.verified.delete(this.verified.keys().next().value!);
    }
    return claims;
  }

  /** Reads `Bearer <token>` from a header value; refuses anything else. */
  async verifyAuthorization(header: string | undefined | null, viewAs?: string | null): Promise<Principal> {
    const match = /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)$/.exec(header ?? '');
    if (!match?.[1]) throw new PorticoError('UNAUTHENTICATED', msg('error.missingBearer'));
    return this.verify(match[1], viewAs ?? undefined);
  }
}
