import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
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
  type ImportRow,
  type ImportRowError,
  type FieldError,
} from '@portico/contracts';
import type { Db } from '../db/database';
import { importJobsTable, importRowsTable } from '../db/messaging-tables';
import type { Principal } from '../auth/principal';
import type { LookupMemo, ResourceService } from './resource-service';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ERRORS_SHOWN = 200;

/**
 * CSV import for one entity: rows are staged and validated as they arrive (same schema, same
 * scope and reference checks as a single create), and commit inserts every row in one
 * transaction — or none, when any row is invalid. A job belongs to the user who started it.
 */
export class ImportService {
  private readonly jobs;
  private readonly rows;

  constructor(
    private readonly def: EntityDef,
    private readonly resources: ResourceService,
    private readonly registry: ReadonlyMap<string, ResourceService>,
    private readonly db: Db,
  ) {
    this.jobs = importJobsTable(def.domain);
    this.rows = importRowsTable(def.domain);
  }

  async start(principal: Principal, body: unknown): Promise<ImportJob> {
    if (this.def.closedActions?.includes('create')) throw new PorticoError('FORBIDDEN', `${this.def.titlePlural.en} cannot be imported`);
    const parsed = importStartBodySchema.safeParse(body ?? {});
    if (!parsed.success) throw PorticoError.validation(toFieldErrors(parsed.error));
    const defaults: Record<string, string> = parsed.data.defaults ?? {};
    const { fileName } = parsed.data;
    const known = new Set(importColumns(this.def).map((c) => c.key));
    const unknown = Object.keys(defaults).filter((k) => !known.has(k));
    if (unknown.length) throw PorticoError.validation([{ path: 'defaults', message: `Field not allowed: ${unknown.join(', ')}` }]);
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
    if (typeof jobId !== 'string' || !UUID_RE.test(jobId)) throw PorticoError.notFound('Import', String(jobId));
    const query = db
      .select()
      .from(this.jobs)
      .where(and(eq(this.jobs.id, jobId), eq(this.jobs.entity, this.def.name), eq(this.jobs.createdBy, principal.userId)));
    const [job] = lock ? await query.for('update') : await query;
    if (!job) throw PorticoError.notFound('Import', jobId);
    return job;
  }

  /** Replaces display values of references ("101", "Harbor View") by ids, within scope. */
  private async resolveReferences(principal: Principal, input: Record<string, unknown>, errors: FieldError[], db: Db): Promise<void> {
    for (const { key, field } of importColumns(this.def)) {
      const value = input[key];
      if (field.kind !== 'ref' || typeof value !== 'string' || UUID_RE.test(value)) continue;
      const target = this.registry.get(field.ref!);
      const propertyId = key === 'propertyId' ? undefined : (input.propertyId as string | undefined);
      const matches = target ? await target.findByDisplay(principal, value, { propertyId }, db) : [];
      if (matches.length === 1) input[key] = matches[0]!.id;
      else
        errors.push({
          path: key,
          message:
            matches.length === 0
              ? `${field.label.en} ${value} not found on the selected Property`
              : `${field.label.en} ${value} matches more than one record`,
        });
    }
  }

  /** Validates one row; returns the typed input to stage and any errors. */
  private async validate(principal: Principal, defaults: Record<string, string>, row: ImportRow, db: Db, memo: LookupMemo) {
    const input = coerceCsvValues(this.def, { ...defaults, ...row.values });
    const errors: FieldError[] = [];
    await this.resolveReferences(principal, input, errors, db);
    // The property only narrowed reference lookups; the parent row decides where it lands.
    if (this.def.parent?.field !== 'propertyId') delete input.propertyId;
    if (errors.length === 0) {
      try {
        await this.resources.prepareCreate(principal, input, db, memo);
      } catch (err) {
        if (!(err instanceof PorticoError) || err.code !== 'VALIDATION_FAILED') throw err;
        errors.push(...(err.details?.fieldErrors ?? []));
      }
    }
    return { input, errors };
  }

  async addRows(principal: Principal, jobId: unknown, body: unknown): Promise<ImportJob> {
    const rows = (body as { rows?: ImportRow[] } | undefined)?.rows;
    if (!Array.isArray(rows) || rows.length === 0) throw PorticoError.validation([{ path: 'rows', message: 'Send at least one row' }]);
    if (rows.length > IMPORT_CHUNK_ROWS) throw new PorticoError('PAYLOAD_TOO_LARGE', `Send at most ${IMPORT_CHUNK_ROWS} rows at a time`);
    for (const r of rows) {
      if (
        !Number.isInteger(r?.row) ||
        r.row < 1 ||
        typeof r.values !== 'object' ||
        r.values === null ||
        Object.values(r.values).some((v) => typeof v !== 'string')
      ) {
        throw PorticoError.validation([{ path: 'rows', message: 'Each row needs a row number and text values' }]);
      }
    }
    const job = await this.ownJob(principal, jobId);
    if (job.status !== 'open') throw new PorticoError('CONFLICT', 'This import was already committed');
    const memo: LookupMemo = new Map();
    const staged: (typeof this.rows.$inferInsert)[] = [];
    for (const row of rows) {
      const { input, errors } = await this.validate(principal, job.defaults, row, this.db, memo);
      staged.push({ jobId: job.id, row: row.row, values: input, errors: errors.length ? errors : null });
    }
    await this.db.transaction(async (tx) => {
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
        throw new PorticoError('PAYLOAD_TOO_LARGE', `An import holds at most ${IMPORT_MAX_ROWS} rows`);
      await tx
        .update(this.jobs)
        .set({ totalRows: counts?.total ?? 0, errorRows: counts?.failed ?? 0 })
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

  async status(principal: Principal, jobId: unknown): Promise<ImportJob> {
    const job = await this.ownJob(principal, jobId);
    return this.present(job, await this.errorsOf(job.id));
  }

  /** All rows or none: any invalid row (staged, or invalid now) rolls everything back. */
  async commit(principal: Principal, jobId: unknown): Promise<ImportJob & { created: number }> {
    const created = await this.resources.transaction(async (tx) => {
      const job = await this.ownJob(principal, jobId, tx, true);
      if (job.status !== 'open') throw new PorticoError('CONFLICT', 'This import was already committed');
      if (job.totalRows === 0) throw PorticoError.validation([{ path: 'rows', message: 'The file has no rows to import' }]);
      if (job.errorRows > 0) {
        throw new PorticoError('VALIDATION_FAILED', `${job.errorRows} row(s) have errors; nothing was imported`, {
          rowErrors: await this.errorsOf(job.id, tx),
        });
      }
      const staged = await tx.select().from(this.rows).where(eq(this.rows.jobId, job.id)).orderBy(asc(this.rows.row));
      const memo: LookupMemo = new Map();
      const prepared: Record<string, unknown>[] = [];
      const rowErrors: ImportRowError[] = [];
      // Scope and references are checked again inside the transaction: they may have changed.
      for (const r of staged) {
        try {
          prepared.push(await this.resources.prepareCreate(principal, r.values, tx, memo));
        } catch (err) {
          if (!(err instanceof PorticoError) || err.code !== 'VALIDATION_FAILED') throw err;
          rowErrors.push({ row: r.row, errors: err.details?.fieldErrors ?? [] });
        }
      }
      if (rowErrors.length)
        throw new PorticoError('VALIDATION_FAILED', `${rowErrors.length} row(s) have errors; nothing was imported`, {
          rowErrors: rowErrors.slice(0, ERRORS_SHOWN),
        });
      await this.resources.insertPrepared(tx, principal, prepared);
      await tx
        .update(this.jobs)
        .set({ status: 'committed', committedAt: sql`now()` })
        .where(eq(this.jobs.id, job.id));
      await tx.delete(this.rows).where(eq(this.rows.jobId, job.id));
      return prepared.length;
    });
    return { ...(await this.status(principal, jobId)), created };
  }

  private present(job: typeof this.jobs.$inferSelect, errors: ImportRowError[]): ImportJob {
    return {
      id: job.id,
      entity: job.entity,
      status: job.status as ImportJob['status'],
      fileName: job.fileName,
      totalRows: job.totalRows,
      errorRows: job.errorRows,
      createdAt: job.createdAt,
      committedAt: job.committedAt,
      errors,
    };
  }
}
