import type { Logger } from '../observability/logger';

/**
 * JetStream answers that mean "not now" rather than "no": a request that timed out (a busy
 * cluster placing a replicated stream), no responders or "temporarily unavailable" (no meta
 * leader yet, or a node just lost). A start-up step that meets one waits and tries again
 * instead of ending the process.
 */
export function isTransientJetStreamError(err: unknown): boolean {
  const e = err as { code?: string; api_error?: { err_code?: number; code?: number }; message?: string } | undefined;
  if (!e) return false;
  if (e.code === 'TIMEOUT' || e.code === '503') return true;
  if (e.api_error?.err_code === 10008 || e.api_error?.code === 503) return true;
  return /temporarily unavailable|no responders|timeout/i.test(e.message ?? '');
}

/** Runs `work` until it succeeds, a non-transient error, or `timeoutMs`; waits double up to 5 s. */
export async function retryWhileTransient<T>(what: string, work: () => Promise<T>, log?: Logger, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let wait = 250;
  for (;;) {
    try {
      return await work();
    } catch (err) {
      if (!isTransientJetStreamError(err) || Date.now() + wait > deadline) throw err;
      log?.warn({ err: String(err), what }, 'JetStream did not answer; trying again');
      await new Promise((r) => setTimeout(r, wait));
      wait = Math.min(wait * 2, 5000);
    }
  }
}
