import { index, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { domainSchema } from './resource-table';
import { scheduledJobsTable } from '../scheduler/scheduler-table';
import { attachmentsTable } from '../files/attachments-table';

/**
 * Transactional outbox: events are written in the same transaction as the change and relayed
 * to JetStream afterwards, so a rolled-back change never emits and a committed one always does.
 */
function makeOutbox(domain: string) {
  return domainSchema(domain).table(
    'outbox',
    {
      id: uuid('id').primaryKey(),
      subject: text('subject').notNull(),
      payload: jsonb('payload').notNull(),
      headers: jsonb('headers').$type<Record<string, string>>(),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
      publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    },
    (t) => [
      index('outbox_unpublished_idx').on(t.publishedAt, t.createdAt),
      // A record's history (ADR 0021) reads its events by record id, oldest first.
      index('outbox_record_idx').on(sql`(${t.payload}->'data'->>'id')`, t.createdAt),
    ],
  );
}

/**
 * After-commit side effects (mail, identity provider calls): written in the same transaction
 * as the change, run by the effect runner once it committed, retried with backoff until done.
 * The payload is cleared when the effect is done: it may hold a link token or a password.
 */
function makeEffects(domain: string) {
  return domainSchema(domain).table(
    'effects',
    {
      id: uuid('id').primaryKey(),
      kind: text('kind').notNull(),
      payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
      attempts: integer('attempts').notNull().default(0),
      lastError: text('last_error'),
      nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
      doneAt: timestamp('done_at', { withTimezone: true, mode: 'string' }),
    },
    (t) => [index('effects_due_idx').on(t.doneAt, t.nextAttemptAt)],
  );
}

/** Inbox of handled event ids: a redelivered event finds its id here and changes nothing. */
function makeInbox(domain: string) {
  return domainSchema(domain).table('inbox', {
    messageId: text('message_id').primaryKey(),
    subject: text('subject').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  });
}

/**
 * Other domains' records this service mirrors (ADR 0021): the latest published state of each,
 * fed by the source's state stream, so references and names resolve locally and in scope.
 */
function makeMirrorRecords(domain: string) {
  return domainSchema(domain).table(
    'mirror_records',
    {
      entity: text('entity').notNull(),
      id: uuid('id').notNull(),
      parentOrgId: uuid('parent_org_id'),
      propertyId: uuid('property_id'),
      unitId: uuid('unit_id'),
      ownerId: text('owner_id'),
      display: text('display'),
      status: text('status').notNull(),
      version: integer('version').notNull(),
      data: jsonb('data').$type<Record<string, unknown>>().notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.entity, t.id] }), index('mirror_records_display_idx').on(t.entity, sql`lower(${t.display})`)],
  );
}

const mirrors = new Map<string, ReturnType<typeof makeMirrorRecords>>();

export function mirrorRecordsTable(domain: string): ReturnType<typeof makeMirrorRecords> {
  if (!mirrors.has(domain)) mirrors.set(domain, makeMirrorRecords(domain));
  return mirrors.get(domain)!;
}

const outboxes = new Map<string, ReturnType<typeof makeOutbox>>();
const effects = new Map<string, ReturnType<typeof makeEffects>>();

export function effectsTable(domain: string): ReturnType<typeof makeEffects> {
  if (!effects.has(domain)) effects.set(domain, makeEffects(domain));
  return effects.get(domain)!;
}
const inboxes = new Map<string, ReturnType<typeof makeInbox>>();

export function outboxTable(domain: string): ReturnType<typeof makeOutbox> {
  if (!outboxes.has(domain)) outboxes.set(domain, makeOutbox(domain));
  return outboxes.get(domain)!;
}

export function inboxTable(domain: string): ReturnType<typeof makeInbox> {
  if (!inboxes.has(domain)) inboxes.set(domain, makeInbox(domain));
  return inboxes.get(domain)!;
}

/**
 * CSV import staging: a job per upload, its rows validated on arrival, committed in the
 * background in one transaction. A committing job holds a lease its process keeps renewing; a
 * lease that ran out means that process died, and the job counts as failed (nothing written).
 */
function makeImportJobs(domain: string) {
  return domainSchema(domain).table('import_jobs', {
    id: uuid('id').primaryKey().defaultRandom(),
    entity: text('entity').notNull(),
    status: text('status').notNull().default('staged'),
    fileName: text('file_name'),
    defaults: jsonb('defaults').$type<Record<string, string>>().notNull().default({}),
    totalRows: integer('total_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    createdRows: integer('created_rows').notNull().default(0),
    failure: text('failure'),
    leaseId: uuid('lease_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'string' }),
    progress: jsonb('progress').$type<{ phase: 'checking' | 'writing'; done: number; total: number }>(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true, mode: 'string' }),
  });
}

function makeImportRows(domain: string) {
  return domainSchema(domain).table(
    'import_rows',
    {
      jobId: uuid('job_id').notNull(),
      row: integer('row').notNull(),
      values: jsonb('values').$type<Record<string, unknown>>().notNull(),
      errors: jsonb('errors').$type<{ path: string; message: string }[]>(),
    },
    (t) => [
      primaryKey({ columns: [t.jobId, t.row] }),
      index('import_rows_errors_idx')
        .on(t.jobId)
        .where(sql`errors is not null`),
    ],
  );
}

const importJobs = new Map<string, ReturnType<typeof makeImportJobs>>();
const importRows = new Map<string, ReturnType<typeof makeImportRows>>();

export function importJobsTable(domain: string): ReturnType<typeof makeImportJobs> {
  if (!importJobs.has(domain)) importJobs.set(domain, makeImportJobs(domain));
  return importJobs.get(domain)!;
}

export function importRowsTable(domain: string): ReturnType<typeof makeImportRows> {
  if (!importRows.has(domain)) importRows.set(domain, makeImportRows(domain));
  return importRows.get(domain)!;
}

/** Every table the platform keeps in a domain's schema; each service's schema file exports them. */
export function platformTables(domain: string) {
  return {
    outbox: outboxTable(domain),
    effects: effectsTable(domain),
    inbox: inboxTable(domain),
    importJobs: importJobsTable(domain),
    importRows: importRowsTable(domain),
    scheduledJobs: scheduledJobsTable(domain),
    mirrorRecords: mirrorRecordsTable(domain),
    attachments: attachmentsTable(domain),
  };
}
