import { bigint, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { domainSchema } from '../db/resource-table';

/**
 * Files attached to records of this domain (ADR 0022): the metadata lives beside the records
 * it belongs to, with the record's tenant ids copied so scope never needs a join; the bytes
 * are in the object storage under `storage_key`. A removed attachment keeps its row (status
 * `removed`) for the history; its object is deleted.
 */
function makeAttachments(domain: string) {
  return domainSchema(domain).table(
    'attachments',
    {
      id: uuid('id').primaryKey(),
      entity: text('entity').notNull(),
      recordId: uuid('record_id').notNull(),
      parentOrgId: uuid('parent_org_id'),
      propertyId: uuid('property_id'),
      unitId: uuid('unit_id'),
      fileName: text('file_name').notNull(),
      contentType: text('content_type').notNull(),
      size: bigint('size', { mode: 'number' }).notNull(),
      storageKey: text('storage_key').notNull().unique('attachments_storage_key_key'),
      sha256: text('sha256').notNull(),
      uploadedBy: text('uploaded_by').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
      status: text('status').notNull().default('active'),
      removedBy: text('removed_by'),
      removedAt: timestamp('removed_at', { withTimezone: true, mode: 'string' }),
    },
    (t) => [index('attachments_record_idx').on(t.entity, t.recordId, t.createdAt)],
  );
}

const tables = new Map<string, ReturnType<typeof makeAttachments>>();

export function attachmentsTable(domain: string): ReturnType<typeof makeAttachments> {
  if (!tables.has(domain)) tables.set(domain, makeAttachments(domain));
  return tables.get(domain)!;
}
