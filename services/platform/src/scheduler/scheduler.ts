import { backoffDelay } from '@portico/contracts';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Logger } from '../observability/logger';
import { scheduledJobsTable } from './scheduler-table';

export interface JobContext<P> {
  /** The transaction that also marks the run done: writes here happen exactly once. */
  tx: Db;
  payload: P;
  /** When this run was due. */
  runAt: Date;
  /** Recurring jobs: when the previous run happened (undefined on the first run). */
  since: Date | undefined;
  now: Date;
}

export interface JobHandler<P = unknown> {
  name: string;
  run(ctx: JobContext<P>): Promise<void>;
  /** After this many failed attempts the run is parked as failed (default 10). */
  maxAttempts?: number;
  /**
   * The handler commits its work in transactions of its own (one per event, per record), each
   * idempotent, so it runs outside the run's transaction and `tx` is the root handle. Without
   * this, a handler that opens a transaction or queries the root handle would wait for ever on
   * the embedded database, whose one connection the run's transaction holds.
   */
  ownTransactions?: boolean;
}

export interface RecurringJob extends JobHandler<Record<string, never>> {
  /** Time between runs. A run missed while no replica was up happens once on start-up. */
  everyMs: number;
}

export interface SchedulerOptions {
  pollMs?: number;
  /** How long a claimed run is reserved for one replica before another may take it over. */
  leaseMs?: number;
  batchSize?: number;
  clock?: () => Date;
  /** This replica's name in the lock column. */
  owner?: string;
}

type JobRow = typeof scheduledJobsTable extends (d: string) => infer T ? (T extends { $inferSelect: infer R } ? R : never) : never;

/**
 * Scheduled work on the service's own database (ADR 0017): runs each job once across
 * replicas (claims with FOR UPDATE SKIP LOCKED, then a lease), survives restarts (jobs are
 * rows), and catches up what was missed while nothing ran (a due row simply runs late).
 * The handler's writes and the "done" mark commit together, so a crash in between repeats
 * the run rather than losing or doubling it.
 */
export class Scheduler {
  private readonly table;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly recurring: RecurringJob[] = [];
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly clock: () => Date;
  readonly owner: string;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;
  /** Recurring jobs that have completed a run in this process (each is reported once). */
  private readonly ranOnce = new Set<string>();

  constructor(
    private readonly db: Db,
    domain: string,
    private readonly log: Logger,
    options: SchedulerOptions = {},
  ) {
    this.table = scheduledJobsTable(domain);
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.batchSize = options.batchSize ?? 20;
    this.clock = options.clock ?? (() => new Date());
    this.owner = options.owner ?? `${domain}-${randomUUID()}`;
  }

  register<P>(handler: JobHandler<P>): this {
    if (this.handlers.has(handler.name)) throw new Error(`job ${handler.name} is registered twice`);
    this.handlers.set(handler.name, handler as JobHandler<never>);
    return this;
  }

  every(job: RecurringJob): this {
    this.register(job);
    this.recurring.push(job);
    return this;
  }

  /**
   * Schedules a one-off run, inside the caller's transaction so it exists exactly when the
   * change that asked for it commits. The same key twice keeps the first.
   */
  async schedule(tx: Db, name: string, runAt: Date, payload: unknown = {}, key = `${name}:${randomUUID()}`): Promise<void> {
    if (!this.handlers.has(name)) throw new Error(`no job named ${name}`);
    await tx.insert(this.table).values({ name, key, payload, runAt: runAt.toISOString() }).onConflictDoNothing({ target: this.table.key });
  }

  /** Cancels a pending one-off run (e.g. a reminder for a parcel that was picked up). */
  async cancel(tx: Db, key: string): Promise<void> {
    await tx.delete(this.table).where(and(eq(this.table.key, key), isNull(this.table.doneAt)));
  }

  async start(): Promise<void> {
    const now = this.clock().toISOString();
    for (const job of this.recurring) {
      // One row per recurring job, shared by every replica; a new one is due at once.
      await this.db
        .insert(this.table)
        .values({ name: job.name, key: `recurring:${job.name}`, runAt: now })
        .onConflictDoNothing({ target: this.table.key });
    }
    // Says what will run, so an operator (and the newcomer smoke) can tell when each has run.
    this.log.info({ recurringJobs: this.recurring.map((j) => j.name) }, 'scheduler started');
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      void this.runDue().finally(() => {
        if (this.stopped) return;
        this.timer = setTimeout(tick, this.pollMs);
        this.timer.unref();
      });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Runs what is due now; answers how many runs completed. Never throws. */
  runDue(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.claimAndRun()
      .catch((err: unknown) => {
        this.log.warn({ err }, 'scheduler pass failed; will retry');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async claimAndRun(): Promise<number> {
    let done = 0;
    for (;;) {
      const claimed = await this.claim();
      for (const row of claimed) if (await this.execute(row)) done++;
      if (claimed.length < this.batchSize || this.stopped) return done;
    }
  }

  private async claim(): Promise<JobRow[]> {
    const t = this.table;
    const now = this.clock();
    const names = [...this.handlers.keys()];
    if (names.length === 0) return [];
    const due = and(
      isNull(t.doneAt),
      isNull(t.failedAt),
      lte(t.runAt, now.toISOString()),
      or(isNull(t.lockedUntil), lte(t.lockedUntil, now.toISOString())),
      sql`${t.name} in ${names}`,
    );
    const lockedUntil = new Date(now.getTime() + this.leaseMs).toISOString();
    return (await this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: t.id })
        .from(t)
        .where(due)
        .orderBy(asc(t.runAt))
        .limit(this.batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return [];
      return tx
        .update(t)
        .set({ lockedBy: this.owner, lockedUntil, attempts: sql`${t.attempts} + 1` })
        .where(sql`${t.id} in ${rows.map((r) => r.id)}`)
        .returning();
    })) as JobRow[];
  }

  /** One run in one transaction with its "done" mark; a failure is recorded for a later retry. */
  private async execute(row: JobRow): Promise<boolean> {
    const t = this.table;
    const handler = this.handlers.get(row.name)!;
    const recurring = this.recurring.find((r) => r.name === row.name);
    const stillMine = async (tx: Db) => {
      // Still ours? A lease that ran out may have passed the run to another replica.
      const [mine] = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.id, row.id), eq(t.lockedBy, this.owner), isNull(t.doneAt)))
        .for('update');
      if (!mine) throw new LeaseLost();
    };
    const context = (tx: Db, now: Date): JobContext<never> => ({
      tx,
      payload: row.payload as never,
      runAt: new Date(row.runAt),
      since: row.lastRunAt ? new Date(row.lastRunAt) : undefined,
      now,
    });
    try {
      let ranAt: Date | undefined;
      if (handler.ownTransactions) {
        // The lease keeps other replicas off while the handler commits its own units of work.
        await this.db.transaction(async (tx) => stillMine(tx as unknown as Db));
        ranAt = this.clock();
        await handler.run(context(this.db, ranAt));
      }
      await this.db.transaction(async (tx) => {
        await stillMine(tx as unknown as Db);
        const now = ranAt ?? this.clock();
        if (!ranAt) await handler.run(context(tx as unknown as Db, now));
        if (recurring) {
          // Re-arm from now, not from the missed due time: a long outage catches up in one run.
          await tx
            .update(t)
            .set({
              runAt: new Date(now.getTime() + recurring.everyMs).toISOString(),
              lastRunAt: now.toISOString(),
              attempts: 0,
              lockedBy: null,
              lockedUntil: null,
              lastError: null,
            })
            .where(eq(t.id, row.id));
        } else {
          await tx.update(t).set({ doneAt: now.toISOString(), lockedBy: null, lockedUntil: null }).where(eq(t.id, row.id));
        }
      });
      if (recurring) this.reportRun(recurring.name, row.runAt);
      else this.log.debug({ job: row.name, key: row.key }, 'scheduled job ran');
      return true;
    } catch (err) {
      if (err instanceof LeaseLost) return false;
      const maxAttempts = handler.maxAttempts ?? 10;
      const failed = row.attempts >= maxAttempts;
      const retryAt = new Date(this.clock().getTime() + backoffDelay(row.attempts + 1, { initialMs: 1000, maxMs: 15 * 60_000 }));
      this.log.warn({ err, job: row.name, key: row.key, attempts: row.attempts, failed }, 'scheduled job failed');
      await this.db
        .update(t)
        .set({
          lockedBy: null,
          lockedUntil: null,
          lastError: err instanceof Error ? err.message.slice(0, 2000) : String(err),
          ...(failed && !recurring ? { failedAt: this.clock().toISOString() } : { runAt: retryAt.toISOString() }),
        })
        .where(and(eq(t.id, row.id), eq(t.lockedBy, this.owner)));
      return false;
    }
  }

  /**
   * The first completed run of each recurring job at info, later ones at debug: cheap and
   * visible. `dueAt` names the occurrence, so a run made twice shows as one due time logged twice.
   */
  private reportRun(job: string, dueAt: string): void {
    if (this.ranOnce.has(job)) return this.log.debug({ recurringJob: job, dueAt }, 'recurring job ran');
    this.ranOnce.add(job);
    this.log.info({ recurringJob: job, dueAt }, 'recurring job ran');
  }
}

class LeaseLost extends Error {}
