import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Limits for password guessing, named and computed as Keycloak's brute-force detection does
 * (infra/keycloak/realm-portico.json carries the same values): after `failureFactor` failed
 * sign-ins the next ones wait `waitIncrementSeconds × ⌊failures ÷ failureFactor⌋`, at most
 * `maxFailureWaitSeconds`; failures are forgotten `maxDeltaTimeSeconds` after the last one.
 */
export interface ThrottleLimits {
  failureFactor: number;
  waitIncrementSeconds: number;
  maxFailureWaitSeconds: number;
  maxDeltaTimeSeconds: number;
  /** Failures one client (IP) may make across all accounts before it waits likewise. */
  clientFailureFactor: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  failureFactor: 5,
  waitIncrementSeconds: 60,
  maxFailureWaitSeconds: 900,
  maxDeltaTimeSeconds: 43_200,
  clientFailureFactor: 20,
};

/** Failure counters and lock-outs per account and per client (memory store: one dev process). */
export class SignInThrottle {
  private readonly failures: RateLimiterMemory;
  private readonly lockouts: RateLimiterMemory;

  constructor(readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS) {
    // Counts only (never refuses by itself): the lock-out is decided from the count.
    this.failures = new RateLimiterMemory({ keyPrefix: 'failures', points: Number.MAX_SAFE_INTEGER, duration: limits.maxDeltaTimeSeconds });
    this.lockouts = new RateLimiterMemory({ keyPrefix: 'lockout', points: 1, duration: 1 });
  }

  /** Seconds the sign-in must wait (0: go ahead). Checked before the password is. */
  async waitSeconds(email: string, client: string): Promise<number> {
    const locks = await Promise.all([this.lockouts.get(accountKey(email)), this.lockouts.get(clientKey(client))]);
    const ms = Math.max(0, ...locks.map((res) => (res && res.consumedPoints > 1 ? res.msBeforeNext : 0)));
    return Math.ceil(ms / 1000);
  }

  /** Records a failed sign-in for the account (known or not, so misses look alike) and the client. */
  async failed(email: string, client: string): Promise<void> {
    await this.count(accountKey(email), this.limits.failureFactor);
    await this.count(clientKey(client), this.limits.clientFailureFactor);
  }

  /** A correct password clears the account's failures (not the client's: one good login must not unlock guessing). */
  async succeeded(email: string): Promise<void> {
    await this.failures.delete(accountKey(email));
  }

  private async count(key: string, factor: number): Promise<void> {
    const res: RateLimiterRes = await this.failures.penalty(key, 1);
    const steps = Math.floor(res.consumedPoints / factor);
    if (steps === 0) return;
    const wait = Math.min(this.limits.waitIncrementSeconds * steps, this.limits.maxFailureWaitSeconds);
    await this.lockouts.block(key, wait);
  }
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const clientKey = (client: string) => `client:${client}`;

export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}
