import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  PorticoError,
  attachmentAddBodySchema,
  attachmentLimits,
  eventSubject,
  parseInput,
  type Attachment,
  type AttachmentOpen,
  type AttachmentsDef,
  type DomainEvent,
  type EntityDef,
  type EventAction,
  audienceFieldsOf,
  msg,
} from '@portico/contracts';
import type { Db } from '../db/database';
import { outboxTable } from '../db/messaging-tables';
import type { Principal } from '../auth/principal';
import type { ResourceService } from '../resources/resource-service';
import { attachmentsTable } from './attachments-table';

const ATTACHMENT = { en: 'Attachment', es: 'Adjunto' };

type Row = ReturnType<typeof attachmentsTable>['$inferSelect'];

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The metadata side of attachments (ADR 0022), generic for every entity that declares them.
 * The record is looked up through its entity's ResourceService, with that entity's scope rules,
 * so a record outside the caller's scope is a 404 here exactly as on `read`. Bytes never come
 * here: the gateway stores them first and reports the storage key, and deletes the object
 * after `remove` answered.
 */
export class AttachmentService {
  private readonly table;
  private readonly limits: { maxBytes: number; maxFiles: number };

  constructor(
    private readonly def: EntityDef & { attachments: AttachmentsDef },
    private readonly records: ResourceService,
    private readonly db: Db,
    private readonly afterCommit: () => void,
  ) {
    this.table = attachmentsTable(def.domain);
    this.limits = attachmentLimits(def.attachments);
  }

  private async recordInScope(principal: Principal, recordId: unknown, db: Db = this.db): Promise<Record<string, unknown>> {
    if (typeof recordId !== 'string' || !UUID_RE.test(recordId))
      throw PorticoError.notFound(this.def.title, String(recordId), this.def.notFound);
    const record = await this.records.lookupInScope(principal, recordId.toLowerCase(), db);
    if (!record) throw PorticoError.notFound(this.def.title, recordId, this.def.notFound);
    return record as Record<string, unknown>;
  }

  private present(row: Row): Attachment {
    return {
      id: row.id,
      entity: row.entity,
      recordId: row.recordId,
      fileName: row.fileName,
      contentType: row.contentType,
      size: row.size,
      sha256: row.sha256,
      uploadedBy: row.uploadedBy,
      createdAt: row.createdAt,
    };
  }

  private async findActive(db: Db, recordId: string, attachmentId: unknown): Promise<Row> {
    if (typeof attachmentId !== 'string' || !UUID_RE.test(attachmentId)) throw PorticoError.notFound(ATTACHMENT, String(attachmentId));
    const [row] = await db
      .select()
      .from(this.table)
      .where(
        and(
          eq(this.table.id, attachmentId.toLowerCase()),
          eq(this.table.entity, this.def.name),
          eq(this.table.recordId, recordId),
          eq(this.table.status, 'active'),
        ),
      );
    if (!row) throw PorticoError.notFound(ATTACHMENT, attachmentId);
    return row;
  }

  async list(principal: Principal, recordId: unknown): Promise<{ items: Attachment[]; maxBytes: number; maxFiles: number }> {
    const record = await this.recordInScope(principal, recordId);
    const rows = await this.db
      .select()
      .from(this.table)
      .where(and(eq(this.table.entity, this.def.name), eq(this.table.recordId, record.id as string), eq(this.table.status, 'active')))
      .orderBy(asc(this.table.createdAt), asc(this.table.fileName), asc(this.table.id))
      .limit(this.limits.maxFiles);
    return { items: rows.map((r) => this.present(r)), ...this.limits };
  }

  /** Records files the gateway already stored; all or none (the gateway deletes them on an error). */
  async add(principal: Principal, recordId: unknown, body: unknown): Promise<{ items: Attachment[] }> {
    const { files } = parseInput(attachmentAddBodySchema, body);
    const oversized = files.findIndex((f) => f.size > this.limits.maxBytes);
    if (oversized >= 0) throw new PorticoError('PAYLOAD_TOO_LARGE', msg('error.fileTooLarge', { file: files[oversized]!.fileName }));
    const prefix = `${this.def.domain}/`;
    if (files.some((f) => !f.storageKey.startsWith(prefix))) throw new PorticoError('BAD_REQUEST', msg('error.storageKeyForeign'));
    const items = await this.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const record = await this.recordInScope(principal, recordId, tx);
      const [existing] = await tx
        .select({ n: count() })
        .from(this.table)
        .where(and(eq(this.table.entity, this.def.name), eq(this.table.recordId, record.id as string), eq(this.table.status, 'active')));
      if ((existing?.n ?? 0) + files.length > this.limits.maxFiles)
        throw new PorticoError(
          'CONFLICT',
          msg('error.tooManyFiles', {
            entity: { en: this.def.title.en.toLowerCase(), es: this.def.title.es },
            count: this.limits.maxFiles,
          }),
        );
      const rows = await tx
        .insert(this.table)
        .values(
          files.map((f) => ({
            id: randomUUID(),
            entity: this.def.name,
            recordId: record.id as string,
            parentOrgId: (record.parentOrgId as string | null | undefined) ?? null,
            propertyId: (record.propertyId as string | null | undefined) ?? null,
            unitId: (record.unitId as string | null | undefined) ?? null,
            fileName: f.fileName,
            contentType: f.contentType,
            size: f.size,
            storageKey: f.storageKey,
            sha256: f.sha256,
            uploadedBy: principal.userId,
          })),
        )
        .returning();
      await this.emit(tx, 'attachmentAdded', principal, rows, record);
      return rows.map((r) => this.present(r));
    });
    this.afterCommit();
    return { items };
  }

  /** Marks the attachment removed and answers its storage key, for the gateway to delete the object. */
  async remove(principal: Principal, recordId: unknown, attachmentId: unknown): Promise<AttachmentOpen & { removed: true }> {
    const removed = await this.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const record = await this.recordInScope(principal, recordId, tx);
      const row = await this.findActive(tx, record.id as string, attachmentId);
      const [updated] = await tx
        .update(this.table)
        .set({ status: 'removed', removedBy: principal.userId, removedAt: new Date().toISOString() })
        .where(and(eq(this.table.id, row.id), eq(this.table.status, 'active')))
        .returning();
      if (!updated) throw PorticoError.notFound(ATTACHMENT, row.id);
      await this.emit(tx, 'attachmentRemoved', principal, [updated], record);
      return updated;
    });
    this.afterCommit();
    return { ...this.opened(removed), removed: true };
  }

  async open(principal: Principal, recordId: unknown, attachmentId: unknown): Promise<AttachmentOpen> {
    const record = await this.recordInScope(principal, recordId);
    return this.opened(await this.findActive(this.db, record.id as string, attachmentId));
  }

  private opened(row: Row): AttachmentOpen {
    return { id: row.id, fileName: row.fileName, contentType: row.contentType, size: row.size, storageKey: row.storageKey };
  }

  /** One event per file, through the outbox, so history and push see attachments like any change. */
  private async emit(tx: Db, action: EventAction, principal: Principal, rows: Row[], record: Record<string, unknown>): Promise<void> {
    const owner = Object.fromEntries(audienceFieldsOf(this.def).map((field) => [field, record[field] ?? null]));
    const subject = eventSubject(this.def.domain, this.def.name, action);
    const occurredAt = new Date().toISOString();
    await tx.insert(outboxTable(this.def.domain)).values(
      rows.map((row) => {
        const id = randomUUID();
        const event: DomainEvent = {
          id,
          subject,
          occurredAt,
          actor: principal.userId,
          orgId: row.parentOrgId,
          // `id` is the record's, with its tenant ids and owner, so push delivers the event to
          // whoever sees the record (the same rule as its own events).
          data: {
            ...this.present(row),
            ...owner,
            id: row.recordId,
            attachmentId: row.id,
            parentOrgId: row.parentOrgId,
            propertyId: row.propertyId,
            unitId: row.unitId,
          },
        };
        return { id, subject, payload: event };
      }),
    );
  }
}
