import { backoffDelay } from '@portico/contracts';
import { randomUUID } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { effectsTable } from '../db/messaging-tables';
import type { Logger } from '../observability/logger';

/**
 * Runs one kind of side effect. It runs at least once (again after a crash or a failure), so
 * it must be idempotent: `effectId` is stable across attempts (a mail's Message-ID derives from
 * it; an identity call upserts the account as it stands now).
 */
/**
 * `db` is the root handle: the effect runs with no transaction open (each write commits alone).
 * `prepared` is what the kind's `prepare` read once for the whole claimed batch.
 */
export interface EffectContext {
  effectId: string;
  db: Db;
  prepared?: unknown;
}

export type EffectHandler = ((payload: Record<string, unknown>, ctx: EffectContext) => Promise<unknown>) & {
  /** Effects of this kind may run side by side (independent of each other's order), e.g. mail. */
  concurrent?: boolean;
  /**
   * Reads, in one go, what each effect of a claimed batch of this kind needs (e.g. whether each
   * delivery is still to be mailed): one query per batch instead of one per effect, which on the
   * embedded database (one connection) was the mail's bottleneck. If it fails, the batch is retried.
   */
  prepare?: (db: Db, payloads: Record<string, unknown>[]) => Promise<unknown>;
  /**
   * Records what a batch of this kind did, once, before its effects count as done: receives the
   * values the handler returned. If it fails, the batch's effects run again (they are idempotent).
   */
  settle?: (db: Db, outcomes: unknown[]) => Promise<void>;
};

export type EffectHandlers = Record<string, EffectHandler>;

type EffectRow = ReturnType<typeof effectsTable>['$inferSelect'];

/**
 * Records a side effect inside the caller's transaction: it exists if and only if the change
 * commits, and the runner performs it after the commit (ADR 0015).
 */
export async function recordEffect(tx: Db, domain: string, kind: string, payload: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await tx.insert(effectsTable(domain)).values({ id, kind, payload });
  countRecorded(1);
  return id;
}

/** Effects recorded by the current unit of work (a request's write), when one is being tracked. */
const recordedByWork = new AsyncLocalStorage<{ recorded: number }>();

function countRecorded(n: number): void {
  const work = recordedByWork.getStore();
  if (work) work.recorded += n;
}

/**
 * Runs a unit of work and tells whether it recorded effects, so that its reply waits for effects
 * only when it has some of its own: a request that queued none (a notification's send, which only
 * schedules its fan-out) must not wait on a runner busy with another notice's ten thousand mails.
 */
export async function trackingEffects<T>(work: () => Promise<T>): Promise<{ result: T; recordedEffects: boolean }> {
  const outer = recordedByWork.getStore();
  const mine = { recorded: 0 };
  try {
    const result = await recordedByWork.run(mine, work);
    return { result, recordedEffects: mine.recorded > 0 };
  } finally {
    if (outer) outer.recorded += mine.recorded;
  }
}

/**
 * Marks a handler whose effects do not depend on one another's order, so the runner performs a
 * claimed batch of them side by side: a mail server answers one message in milliseconds but a
 * connection's round trips dominate, so 10,000 mails one after another took over half an hour.
 */
export function concurrentEffect<T, P = unknown>(
  handler: (payload: Record<string, unknown>, ctx: { effectId: string; db: Db; prepared?: P }) => Promise<T>,
  settle?: (db: Db, outcomes: T[]) => Promise<void>,
  prepare?: (db: Db, payloads: Record<string, unknown>[]) => Promise<P>,
): EffectHandler {
  return Object.assign(
    handler as EffectHandler,
    { concurrent: true },
    settle ? { settle: settle as EffectHandler['settle'] } : {},
    prepare ? { prepare } : {},
  );
}

/** How many due effects one short transaction claims. */
export const EFFECT_BATCH = 250;
/** How many concurrent effects of a batch are in flight at once (the mail pool's connections). */
export const EFFECT_CONCURRENCY = 8;

/** As `recordEffect` for many effects of one kind, in one statement (a notice to thousands). */
export async function recordEffects(tx: Db, domain: string, kind: string, payloads: readonly Record<string, unknown>[]): Promise<string[]> {
  if (payloads.length === 0) return [];
  const rows = payloads.map((payload) => ({ id: randomUUID(), kind, payload }));
  await tx.insert(effectsTable(domain)).values(rows);
  countRecorded(rows.length);
  return rows.map((r) => r.id);
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
      // A stopping service finishes the batch in hand and leaves the rest to its next start.
      if (this.stopped) return done;
      const batch = await this.claimBatch();
      if (batch.length === 0) return done;
      done += await this.performBatch(batch);
    }
  }

  /**
   * Due effects, oldest first, claimed in one short transaction that moves their next attempt a
   * lease ahead (no other runner or replica takes them meanwhile); performed afterwards with no
   * transaction open — on the embedded database a transaction held across a mail server or an
   * identity provider would stop every other query of the service. A runner that dies mid-batch
   * leaves the rest to be retried when the lease runs out (effects are idempotent).
   */
  private claimBatch(): Promise<EffectRow[]> {
    const effects = effectsTable(this.domain);
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(effects)
        .where(and(isNull(effects.doneAt), lte(effects.nextAttemptAt, sql`now()`)))
        .orderBy(asc(effects.createdAt))
        .limit(EFFECT_BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(effects)
        .set({ nextAttemptAt: sql`now() + ${`${EFFECT_LEASE_MS} milliseconds`}::interval` })
        .where(
          inArray(
            effects.id,
            due.map((e) => e.id),
          ),
        );
      return due;
    });
  }

  /**
   * Runs a claimed batch: effects of ordered kinds one after another in the order they were
   * recorded, concurrent kinds side by side (at most EFFECT_CONCURRENCY in flight); successes are
   * marked done together.
   */
  private async performBatch(claimed: EffectRow[]): Promise<number> {
    let batch = claimed;
    const succeeded: { effect: EffectRow; outcome: unknown }[] = [];
    const prepared = new Map<string, unknown>();
    for (const kind of new Set(batch.map((e) => e.kind))) {
      const prepare = this.handlers[kind]?.prepare;
      if (!prepare) continue;
      try {
        prepared.set(
          kind,
          await prepare(
            this.db,
            batch.filter((e) => e.kind === kind).map((e) => e.payload),
          ),
        );
      } catch (err) {
        // Left claimed: the lease runs out and these effects are tried again.
        this.log.warn({ err, kind }, 'preparing a batch of effects failed; will retry');
        batch = batch.filter((e) => e.kind !== kind);
      }
    }
    const concurrent = batch.filter((e) => this.handlers[e.kind]?.concurrent);
    const ordered = batch.filter((e) => !this.handlers[e.kind]?.concurrent);
    const runOne = async (effect: EffectRow) => {
      const result = await this.perform(effect, prepared.get(effect.kind));
      if (result.ok) succeeded.push({ effect, outcome: result.outcome });
    };
    const runOrdered = async () => {
      for (const effect of ordered) await runOne(effect);
    };
    let next = 0;
    const lane = async () => {
      while (next < concurrent.length) await runOne(concurrent[next++]!);
    };
    await Promise.all([runOrdered(), ...Array.from({ length: Math.min(EFFECT_CONCURRENCY, concurrent.length) }, lane)]);
    const done: string[] = [];
    for (const kind of new Set(succeeded.map((s) => s.effect.kind))) {
      const ofKind = succeeded.filter((s) => s.effect.kind === kind);
      const settle = this.handlers[kind]?.settle;
      try {
        if (settle)
          await settle(
            this.db,
            ofKind.map((s) => s.outcome),
          );
        done.push(...ofKind.map((s) => s.effect.id));
      } catch (err) {
        // Left claimed: the lease runs out and the batch runs again (effects are idempotent).
        this.log.warn({ err, kind, effects: ofKind.length }, 'recording a batch of effects failed; will retry');
      }
    }
    if (done.length > 0) {
      const effects = effectsTable(this.domain);
      await this.db
        .update(effects)
        .set({ doneAt: sql`now()`, payload: {}, lastError: null })
        .where(inArray(effects.id, done));
    }
    return done.length;
  }

  /** One effect, with what its handler returned. A failure is recorded with its next attempt. */
  private async perform(effect: EffectRow, prepared?: unknown): Promise<{ ok: true; outcome: unknown } | { ok: false }> {
    const handler = this.handlers[effect.kind];
    try {
      if (!handler) throw new Error(`no handler for effect kind ${effect.kind}`);
      return { ok: true, outcome: await handler(effect.payload, { effectId: effect.id, db: this.db, prepared }) };
    } catch (err) {
      const effects = effectsTable(this.domain);
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
      return { ok: false };
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
