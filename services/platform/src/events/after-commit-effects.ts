import { backoffDelay } from '@portico/contracts';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { effectsTable } from '../db/messaging-tables';
import type { Logger } from '../observability/logger';

/**
 * Runs one kind of side effect. It runs at least once (again after a crash or a failure), so
 * it must be idempotent: `effectId` is stable across attempts (a mail's Message-ID derives from
 * it; an identity call upserts the account as it stands now).
 */
/** `db` is the root handle: the effect runs with no transaction open (each write commits alone). */
export type EffectHandler = (payload: Record<string, unknown>, ctx: { effectId: string; db: Db }) => Promise<void>;

export type EffectHandlers = Record<string, EffectHandler>;

/**
 * Records a side effect inside the caller's transaction: it exists if and only if the change
 * commits, and the runner performs it after the commit (ADR 0015).
 */
export async function recordEffect(tx: Db, domain: string, kind: string, payload: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await tx.insert(effectsTable(domain)).values({ id, kind, payload });
  return id;
}

/** How long a claimed effect is reserved for the runner performing it (past every mail deadline). */
export const EFFECT_LEASE_MS = 120_000;

/** Delay before attempt n+1: 1 s, 2 s, 4 s … capped at 5 minutes. */
export function effectBackoffMs(attempts: number): number {
  return backoffDelay(attempts, { initialMs: 1000, maxMs: 300_000 });
}

/**
 * Performs recorded effects after their transaction committed. Each effect is claimed with a
 * row lock (skip locked, so replicas share the work); a crash while it runs releases the lock
 * and the effect runs again; a failure is retried with backoff. Kicked after every commit and
 * polled, so effects left by a crash run once the service is back.
 */
export class EffectRunner {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly domain: string,
    private readonly handlers: EffectHandlers,
    private readonly log: Logger,
    private readonly intervalMs = 1000,
  ) {}

  get enabled(): boolean {
    return Object.keys(this.handlers).length > 0;
  }

  start(): void {
    if (!this.enabled) return;
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      void this.run();
      this.timer = setTimeout(tick, this.intervalMs);
      this.timer.unref();
    };
    tick();
  }

  /**
   * Runs what is due now; resolves when a pass that started after this call is over, so a
   * caller's just-committed effects have been tried. Errors are logged and retried later.
   */
  run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.queued) return this.queued;
    if (!this.current) {
      this.current = this.drainAll()
        .then(() => undefined)
        .catch((err: unknown) => this.log.warn({ err }, 'effect runner failed; will retry'))
        .finally(() => {
          this.current = undefined;
        });
      return this.current;
    }
    this.queued = this.current.then(() => {
      this.queued = undefined;
      return this.run();
    });
    return this.queued;
  }

  /**
   * A pass as `run`, awaited at most `ms`: a reply waits for its mail in the usual case, but a
   * slow mail server never holds a committed request past the gateway's timeout.
   */
  async runWithin(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    });
    await Promise.race([this.run(), timeout]);
    clearTimeout(timer);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.queued;
    await this.current;
  }

  /** Performs every due effect; returns how many ran successfully. */
  async drainAll(): Promise<number> {
    let done = 0;
    for (;;) {
      // A stopping service finishes the effect in hand and leaves the rest to its next start.
      if (this.stopped) return done;
      const outcome = await this.runOne();
      if (outcome === 'none') return done;
      if (outcome === 'done') done += 1;
    }
  }

  /**
   * One due effect: claimed in a short transaction that moves its next attempt a lease ahead (no
   * other runner or replica takes it meanwhile), then performed with no transaction open — on
   * the embedded database a transaction held across a mail server or an identity provider would
   * stop every other query of the service. A runner that dies mid-effect leaves it to be retried
   * when the lease runs out (effects are idempotent).
   */
  private async runOne(): Promise<'none' | 'done' | 'failed'> {
    const effects = effectsTable(this.domain);
    const effect = await this.db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(effects)
        .where(and(isNull(effects.doneAt), lte(effects.nextAttemptAt, sql`now()`)))
        .orderBy(asc(effects.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      await tx
        .update(effects)
        .set({ nextAttemptAt: sql`now() + ${`${EFFECT_LEASE_MS} milliseconds`}::interval` })
        .where(eq(effects.id, due.id));
      return due;
    });
    if (!effect) return 'none';
    const handler = this.handlers[effect.kind];
    try {
      if (!handler) throw new Error(`no handler for effect kind ${effect.kind}`);
      await handler(effect.payload, { effectId: effect.id, db: this.db });
      await this.db.update(effects).set({ doneAt: sql`now()`, payload: {}, lastError: null }).where(eq(effects.id, effect.id));
      return 'done';
    } catch (err) {
      const attempts = effect.attempts + 1;
      this.log.warn({ err, effectId: effect.id, kind: effect.kind, attempts }, 'effect failed; will retry');
      await this.db
        .update(effects)
        .set({
          attempts,
          lastError: err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500),
          nextAttemptAt: sql`now() + ${`${effectBackoffMs(attempts)} milliseconds`}::interval`,
        })
        .where(eq(effects.id, effect.id));
      return 'failed';
    }
  }

  async pendingCount(): Promise<number> {
    const effects = effectsTable(this.domain);
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(effects)
      .where(isNull(effects.doneAt));
    return row?.n ?? 0;
  }
}
