import { randomUUID } from 'node:crypto';
import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import {
  IMPORT_CHUNK_ROWS,
  IMPORT_MAX_ROWS,
  PorticoError,
  coerceCsvValues,
  importStartBodySchema,
  toFieldErrors,
  importColumns,
  type EntityDef,
  type ImportJob,
  type ImportProgress,
  type ImportRow,
  type ImportRowError,
  type FieldError,
  fieldError,
  msg,
} from '@portico/contracts';
import type { Db } from '../db/database';
import { importJobsTable, importRowsTable } from '../db/messaging-tables';
import type { Principal } from '../auth/principal';
import type { Logger } from '../observability/logger';
import type { LookupMemo, ResourceService } from './resource-service';
import type { MirrorStore } from './mirror-store';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ERRORS_SHOWN = 200;
/** Rows written per statement, and between two progress reports. */
const WRITE_CHUNK = 1000;
/** A committing job's lease: renewed while its process lives, so one that ran out marks a dead commit. */
export const IMPORT_LEASE_SECONDS = 30;
const LEASE_RENEW_MS = 10_000;
const INTERRUPTED = 'The import was interrupted before it finished; nothing was imported. Commit again.';
const UNEXPECTED = 'The import could not be written; nothing was imported. Commit again, or contact support if it keeps failing.';

type JobRow = ReturnType<typeof importJobsTable>['$inferSelect'];

/** A commit running in this process: what its job looks like, and how far it got. */
interface RunningCommit {
  job: JobRow;
  progress: ImportProgress;
}

/** Rows that turned out invalid inside the commit transaction: rolls it back, then is recorded. */
class RowErrors extends Error {
  constructor(readonly rows: ImportRowError[]) {
    super(`${rows.length} row(s) have errors; nothing was imported`);
  }
}

/**
 * CSV import for one entity: rows are staged and validated as they arrive (same schema, same
 * scope, reference and duplicate checks as a single create). Commit answers at once and runs
 * in the background: every row is checked again and inserted in ONE transaction — all or
 * nothing — while the job reports its progress. A job belongs to the user who started it.
 */
export class ImportService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly jobs;
  private readonly rows;
  /**
   * Progress of commits running here. Kept in memory, not written from inside the commit: on
   * embedded PGlite every other query waits for the open transaction, so status is answered
   * from here while it runs.
   */
  private readonly running = new Map<string, RunningCommit>();
  private readonly inflight = new Set<Promise<void>>();

  constructor(
    private readonly def: EntityDef,
    private readonly resources: ResourceService,
    private readonly registry: ReadonlyMap<string, ResourceService>,
    private readonly db: Db,
    private readonly log?: Logger,
    /** Other domains' records this service mirrors: references to them resolve by name too. */
    private readonly mirror?: MirrorStore,
  ) {
    this.jobs = importJobsTable(def.domain);
    this.rows = importRowsTable(def.domain);
  }

  /** Commits left `committing` by a process that died are failed: nothing of theirs was written. */
  async onApplicationBootstrap(): Promise<void> {
    await this.db
      .update(this.jobs)
      .set({ status: 'failed', failure: INTERRUPTED, leaseId: null, progress: null })
      .where(and(eq(this.jobs.entity, this.def.name), eq(this.jobs.status, 'committing'), lt(this.jobs.leaseUntil, sql`now()`)));
  }

  /** A stopping service finishes the commits it started before it closes its database. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.inflight]);
  }

  async start(principal: Principal, body: unknown): Promise<ImportJob> {
    if (this.def.closedActions?.includes('create'))
      throw new PorticoError('FORBIDDEN', msg('error.notImportable', { entities: this.def.titlePlural }));
    const parsed = importStartBodySchema.safeParse(body ?? {});
    if (!parsed.success) throw PorticoError.validation(toFieldErrors(parsed.error));
    const defaults: Record<string, string> = parsed.data.defaults ?? {};
    const { fileName } = parsed.data;
    const known = new Set(importColumns(this.def).map((c) => c.key));
    const unknown = Object.keys(defaults).filter((k) => !known.has(k));
    if (unknown.length)
      throw PorticoError.validation([fieldError('defaults', msg('validation.unknownField', { keys: unknown.join(', ') }))]);
    const [job] = await this.db
      .insert(this.jobs)
      .values({
        entity: this.def.name,
        defaults,
        fileName: typeof fileName === 'string' ? fileName.slice(0, 255) : null,
        createdBy: principal.userId,
      })
      .returning();
    return this.present(job!, []);
  }

  private async ownJob(principal: Principal, jobId: unknown, db: Db = this.db, lock = false) {
    if (typeof jobId !== 'string' || !UUID_RE.test(jobId)) throw PorticoError.notFound({ en: 'Import', es: 'Importación' }, String(jobId));
    const query = db
      .select()
      .from(this.jobs)
      .where(and(eq(this.jobs.id, jobId), eq(this.jobs.entity, this.def.name), eq(this.jobs.createdBy, principal.userId)));
    const [job] = lock ? await query.for('update') : await query;
    if (!job) throw PorticoError.notFound({ en: 'Import', es: 'Importación' }, jobId);
    return job;
  }

  /** The commit of this job running in this process, if the caller owns the job. */
  private runningOwn(principal: Principal, jobId: unknown): RunningCommit | undefined {
    const run = typeof jobId === 'string' ? this.running.get(jobId) : undefined;
    return run && run.job.createdBy === principal.userId ? run : undefined;
  }

  /** Replaces display values of references ("101", "Harbor View") by ids, within scope. */
  private async resolveReferences(principal: Principal, input: Record<string, unknown>, errors: FieldError[], db: Db): Promise<void> {
    for (const { key, field } of importColumns(this.def)) {
      const value = input[key];
      if (field.kind !== 'ref' || typeof value !== 'string' || UUID_RE.test(value)) continue;
      const target = this.registry.get(field.ref!);
      const propertyId = key === 'propertyId' ? undefined : (input.propertyId as string | undefined);
      const matches = target
        ? await target.findByDisplay(principal, value, { propertyId }, db)
        : ((await this.mirror?.findByDisplay(field.ref!, principal, value, { propertyId }, db)) ?? []);
      if (matches.length === 1) input[key] = matches[0]!.id;
      else
        errors.push(
          fieldError(
            key,
            matches.length === 0
              ? msg('error.refNotFound', {
                  label: { en: `${field.label.en} ${value}`, es: `${field.label.es} ${value}` },
                  where: { en: 'Property', es: 'propiedad' },
                })
              : msg('error.refAmbiguous', { label: field.label, value }),
          ),
        );
    }
  }

  /** Validates one row; returns the typed input to stage, the prepared record when valid, and errors. */
  private async validate(principal: Principal, defaults: Record<string, string>, row: ImportRow, db: Db, memo: LookupMemo) {
    const input = coerceCsvValues(this.def, { ...defaults, ...row.values });
    const errors: FieldError[] = [];
    let prepared: Record<string, unknown> | undefined;
    await this.resolveReferences(principal, input, errors, db);
    // The property only narrowed reference lookups; the parent row decides where it lands.
    if (this.def.parent?.field !== 'propertyId') delete input.propertyId;
    if (errors.length === 0) {
      try {
        prepared = await this.resources.prepareCreate(principal, input, db, memo);
      } catch (err) {
        if (!(err instanceof PorticoError) || err.code !== 'VALIDATION_FAILED') throw err;
        errors.push(...(err.details?.fieldErrors ?? []));
      }
    }
    return { input, prepared, errors };
  }

  async addRows(principal: Principal, jobId: unknown, body: unknown): Promise<ImportJob> {
    const rows = (body as { rows?: ImportRow[] } | undefined)?.rows;
    if (!Array.isArray(rows) || rows.length === 0) throw PorticoError.validation([fieldError('rows', msg('error.sendRows'))]);
    if (rows.length > IMPORT_CHUNK_ROWS)
      throw new PorticoError('PAYLOAD_TOO_LARGE', msg('error.chunkTooLarge', { count: IMPORT_CHUNK_ROWS }));
    for (const r of rows) {
      if (
        !Number.isInteger(r?.row) ||
        r.row < 1 ||
        typeof r.values !== 'object' ||
        r.values === null ||
        Object.values(r.values).some((v) => typeof v !== 'string')
      ) {
        throw PorticoError.validation([fieldError('rows', msg('error.rowShape'))]);
      }
    }
    if (this.runningOwn(principal, jobId)) throw busy();
    let job = await this.ownJob(principal, jobId);
    if (job.status === 'committing') job = (await this.expireDeadCommit(job)) ?? job;
    assertOpenForRows(job);
    const memo: LookupMemo = new Map();
    const staged: (typeof this.rows.$inferInsert)[] = [];
    const prepared: Record<string, unknown>[] = [];
    const preparedAt: number[] = [];
    for (const row of rows) {
      const result = await this.validate(principal, job.defaults, row, this.db, memo);
      staged.push({ jobId: job.id, row: row.row, values: result.input, errors: result.errors.length ? result.errors : null });
      if (result.prepared) {
        prepared.push(result.prepared);
        preparedAt.push(staged.length - 1);
      }
    }
    // Values taken already, or twice in this chunk; the commit checks the whole file again.
    for (const [index, errors] of await this.resources.duplicatesOf(this.db, prepared)) {
      const entry = staged[preparedAt[index]!]!;
      entry.errors = [...(entry.errors ?? []), ...errors];
    }
    await this.db.transaction(async (tx) => {
      // Locked, so rows never land in a job whose commit just started.
      assertOpenForRows(await this.ownJob(principal, job.id, tx, true));
      // A retried chunk replaces its rows instead of doubling them.
      await tx
        .insert(this.rows)
        .values(staged)
        .onConflictDoUpdate({
          target: [this.rows.jobId, this.rows.row],
          set: { values: sql`excluded.values`, errors: sql`excluded.errors` },
        });
      const [counts] = await tx
        .select({ total: sql<number>`count(*)::int`, failed: sql<number>`count(*) filter (where errors is not null)::int` })
        .from(this.rows)
        .where(eq(this.rows.jobId, job.id));
      if ((counts?.total ?? 0) > IMPORT_MAX_ROWS)
        throw new PorticoError('PAYLOAD_TOO_LARGE', msg('error.importTooLarge', { count: IMPORT_MAX_ROWS }));
      // New rows make a failed job a staged one again: the user fixed what failed.
      await tx
        .update(this.jobs)
        .set({ status: 'staged', failure: null, totalRows: counts?.total ?? 0, errorRows: counts?.failed ?? 0 })
        .where(eq(this.jobs.id, job.id));
    });
    return this.status(principal, job.id);
  }

  private async errorsOf(jobId: string, db: Db = this.db): Promise<ImportRowError[]> {
    const rows = await db
      .select({ row: this.rows.row, errors: this.rows.errors })
      .from(this.rows)
      .where(and(eq(this.rows.jobId, jobId), isNotNull(this.rows.errors)))
      .orderBy(asc(this.rows.row))
      .limit(ERRORS_SHOWN);
    return rows.map((r) => ({ row: r.row, errors: r.errors ?? [] }));
  }

  /** The job's state; a running commit reports its progress (without waiting for its transaction). */
  async status(principal: Principal, jobId: unknown): Promise<ImportJob> {
    const run = this.runningOwn(principal, jobId);
    if (run) return this.present(run.job, [], run.progress);
    let job = await this.ownJob(principal, jobId);
    if (job.status === 'committing') job = (await this.expireDeadCommit(job)) ?? job;
    return this.present(job, await this.errorsOf(job.id));
  }

  /** A commit whose lease ran out belongs to a process that died: its job is failed (nothing was written). */
  private async expireDeadCommit(job: JobRow, db: Db = this.db): Promise<JobRow | undefined> {
    const [failed] = await db
      .update(this.jobs)
      .set({ status: 'failed', failure: INTERRUPTED, leaseId: null, progress: null })
      .where(and(eq(this.jobs.id, job.id), eq(this.jobs.status, 'committing'), lt(this.jobs.leaseUntil, sql`now()`)))
      .returning();
    return failed;
  }

  /**
   * Starts the commit and answers at once with the job `committing`; poll `status` for the
   * outcome. Refused at once (nothing started) when there is nothing to commit, a staged row
   * has errors, or the job is committing or committed already.
   */
  async commit(principal: Principal, jobId: unknown): Promise<ImportJob> {
    if (this.runningOwn(principal, jobId)) throw busy();
    const leaseId = randomUUID();
    const job = await this.db.transaction(async (tx) => {
      let current = await this.ownJob(principal, jobId, tx, true);
      if (current.status === 'committing') current = (await this.expireDeadCommit(current, tx as unknown as Db)) ?? current;
      if (current.status === 'committing') throw busy();
      if (current.status === 'committed') throw new PorticoError('CONFLICT', msg('error.importCommitted'));
      if (current.totalRows === 0) throw PorticoError.validation([fieldError('rows', msg('error.importEmpty'))]);
      if (current.errorRows > 0) {
        throw new PorticoError('VALIDATION_FAILED', msg('error.importRowsHaveErrors', { count: current.errorRows }), {
          rowErrors: await this.errorsOf(current.id, tx),
        });
      }
      const [claimed] = await tx
        .update(this.jobs)
        .set({
          status: 'committing',
          failure: null,
          leaseId,
          leaseUntil: sql`now() + make_interval(secs => ${IMPORT_LEASE_SECONDS})`,
          progress: { phase: 'checking', done: 0, total: current.totalRows },
        })
        .where(eq(this.jobs.id, current.id))
        .returning();
      return claimed!;
    });
    const run: RunningCommit = { job, progress: { phase: 'checking', done: 0, total: job.totalRows } };
    this.running.set(job.id, run);
    const work = this.runCommit(principal, run, leaseId).finally(() => {
      this.running.delete(job.id);
      this.inflight.delete(work);
    });
    this.inflight.add(work);
    return this.present(job, [], run.progress);
  }

  /** The background half of a commit. Never throws: every outcome ends in the job's state. */
  private async runCommit(principal: Principal, run: RunningCommit, leaseId: string): Promise<void> {
    const renew = setInterval(() => {
      this.renewLease(run, leaseId).catch((err: unknown) => this.log?.warn({ err, job: run.job.id }, 'import lease renewal failed'));
    }, LEASE_RENEW_MS);
    renew.unref();
    try {
      await this.resources.transaction((tx) => this.writeAll(tx, principal, run, leaseId));
    } catch (err) {
      if (!(err instanceof RowErrors)) this.log?.error({ err, job: run.job.id, entity: this.def.name }, 'import commit failed');
      await this.recordFailure(run.job.id, leaseId, err).catch((e: unknown) =>
        this.log?.error({ err: e, job: run.job.id }, 'import failure could not be recorded'),
      );
    } finally {
      clearInterval(renew);
    }
  }

  private async renewLease(run: RunningCommit, leaseId: string): Promise<void> {
    await this.db
      .update(this.jobs)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${IMPORT_LEASE_SECONDS})`, progress: { ...run.progress } })
      .where(and(eq(this.jobs.id, run.job.id), eq(this.jobs.leaseId, leaseId), eq(this.jobs.status, 'committing')));
  }

  /** Inside the one commit transaction: check every row again, write them all, mark the job committed. */
  private async writeAll(tx: Db, principal: Principal, run: RunningCommit, leaseId: string): Promise<number> {
    const jobId = run.job.id;
    const staged = await tx.select().from(this.rows).where(eq(this.rows.jobId, jobId)).orderBy(asc(this.rows.row));
    const memo: LookupMemo = new Map();
    const prepared: Record<string, unknown>[] = [];
    const rowNumbers: number[] = [];
    const rowErrors: ImportRowError[] = [];
    run.progress = { phase: 'checking', done: 0, total: staged.length };
    // Scope, references and unique values are checked again: they may have changed since staging.
    for (const r of staged) {
      try {
        prepared.push(await this.resources.prepareCreate(principal, r.values, tx, memo));
        rowNumbers.push(r.row);
      } catch (err) {
        if (!(err instanceof PorticoError) || err.code !== 'VALIDATION_FAILED') throw err;
        rowErrors.push({ row: r.row, errors: err.details?.fieldErrors ?? [] });
      }
      run.progress.done += 1;
    }
    for (const [index, errors] of await this.resources.duplicatesOf(tx, prepared)) rowErrors.push({ row: rowNumbers[index]!, errors });
    if (rowErrors.length) throw new RowErrors(rowErrors.sort((a, b) => a.row - b.row));

    run.progress = { phase: 'writing', done: 0, total: prepared.length };
    for (let i = 0; i < prepared.length; i += WRITE_CHUNK) {
      const chunk = prepared.slice(i, i + WRITE_CHUNK);
      await this.resources.insertPrepared(tx, principal, chunk);
      run.progress.done += chunk.length;
      // Let status requests and NATS heartbeats through between chunks (PGlite runs on this thread).
      await new Promise((resolve) => setImmediate(resolve));
    }
    // The lease fences the write: if this commit was declared dead meanwhile, it rolls back.
    const [done] = await tx
      .update(this.jobs)
      .set({ status: 'committed', committedAt: sql`now()`, createdRows: prepared.length, leaseId: null, progress: null })
      .where(and(eq(this.jobs.id, jobId), eq(this.jobs.leaseId, leaseId), eq(this.jobs.status, 'committing')))
      .returning({ id: this.jobs.id });
    if (!done) throw new Error(`import ${jobId}: lease lost before the commit finished`);
    await tx.delete(this.rows).where(eq(this.rows.jobId, jobId));
    return prepared.length;
  }

  /** After the commit rolled back: the job is failed, with the rows to blame marked for the user to fix. */
  private async recordFailure(jobId: string, leaseId: string, err: unknown): Promise<void> {
    const rowErrors = err instanceof RowErrors ? err.rows : undefined;
    const failure = rowErrors ? null : err instanceof PorticoError && err.status < 500 ? describe(err) : UNEXPECTED;
    await this.db.transaction(async (tx) => {
      const [job] = await tx
        .select({ id: this.jobs.id })
        .from(this.jobs)
        .where(and(eq(this.jobs.id, jobId), eq(this.jobs.leaseId, leaseId), eq(this.jobs.status, 'committing')))
        .for('update');
      if (!job) return; // declared dead and handled meanwhile
      if (rowErrors) {
        await tx.execute(sql`
          update ${this.rows} as r set errors = e.errors
          from jsonb_to_recordset(${JSON.stringify(rowErrors)}::jsonb) as e("row" int, errors jsonb)
          where r.job_id = ${jobId} and r."row" = e."row"`);
      }
      const [counts] = await tx
        .select({ failed: sql<number>`count(*) filter (where errors is not null)::int` })
        .from(this.rows)
        .where(eq(this.rows.jobId, jobId));
      await tx
        .update(this.jobs)
        .set({ status: 'failed', failure, errorRows: counts?.failed ?? 0, leaseId: null, progress: null })
        .where(eq(this.jobs.id, jobId));
    });
  }

  /** Resolves once every commit started here has ended (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inflight]);
  }

  private present(job: JobRow, errors: ImportRowError[], progress?: ImportProgress): ImportJob {
    return {
      id: job.id,
      entity: job.entity,
      status: job.status as ImportJob['status'],
      fileName: job.fileName,
      totalRows: job.totalRows,
      errorRows: job.errorRows,
      createdAt: job.createdAt,
      committedAt: job.committedAt,
      progress:
        job.status === 'committing' ? { ...(progress ?? job.progress ?? { phase: 'checking', done: 0, total: job.totalRows }) } : null,
      created: job.createdRows,
      failure: job.failure,
      errors,
    };
  }
}

function busy(): PorticoError {
  return new PorticoError('CONFLICT', msg('error.importBusy'));
}

function assertOpenForRows(job: JobRow): void {
  if (job.status === 'committed') throw new PorticoError('CONFLICT', msg('error.importCommitted'));
  if (job.status === 'committing') throw busy();
}

/** A refusal's message, with its field messages (e.g. a unique value taken meanwhile). */
function describe(err: PorticoError): string {
  const fields = (err.details?.fieldErrors ?? []).map((e) => e.message);
  return [`${err.message}; nothing was imported.`, ...fields].join(' ');
}
