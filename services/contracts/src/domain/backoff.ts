/**
 * The one retry delay: doubling from `initialMs` after each failure, capped at `maxMs`.
 * `failures` counts the failures so far (1 = the first, which waits `initialMs`). Hand-written
 * (ADR 0047): the callers keep their own loops (a queue row's next run, a reconnect, a restart),
 * so a retry-loop library would wrap the wrong thing; this is the formula they share.
 */
export function backoffDelay(failures: number, { initialMs, maxMs }: { initialMs: number; maxMs: number }): number {
  return Math.min(maxMs, initialMs * 2 ** Math.max(0, failures - 1));
}
