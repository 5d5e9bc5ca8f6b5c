import { slugFor } from './permissions';
import { z } from 'zod';
import type { AttachmentKind, AttachmentsDef, EntityDef } from './define';
import type { Domain } from '../messaging/subjects';

/**
 * Attachments on a record (ADR 0022): the bytes go through the gateway to the storage port,
 * never through NATS; the owning service keeps the metadata beside the record.
 */
export const ATTACHMENT_STEPS = ['list', 'add', 'remove', 'open'] as const;
export type AttachmentStep = (typeof ATTACHMENT_STEPS)[number];

/** `<domain>.<entity>.attachments.<step>` (four tokens: never an event subject). */
export function attachmentSubject(domain: Domain, entity: string, step: AttachmentStep): string {
  return `${domain}.${entity}.attachments.${step}`;
}

/** Largest attachment the platform accepts at all, whatever an entity declares. */
export const ATTACHMENT_HARD_MAX_BYTES = 25 * 1024 * 1024;
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_FILES = 20;

/** MIME types each kind stands for; the platform's file policy checks the bytes themselves. */
export const ATTACHMENT_MIME_TYPES: Record<AttachmentKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  document: [
    'application/pdf',
    'text/plain',
    'text/csv',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
  ],
};

/** The effective limits of an entity's attachments. */
export function attachmentLimits(decl: AttachmentsDef): { maxBytes: number; maxFiles: number } {
  const kindDefault = decl.kinds.every((k) => k === 'image') ? IMAGE_MAX_BYTES : ATTACHMENT_HARD_MAX_BYTES;
  return {
    maxBytes: Math.min(decl.maxBytes ?? kindDefault, ATTACHMENT_HARD_MAX_BYTES),
    maxFiles: decl.maxFiles ?? DEFAULT_MAX_FILES,
  };
}

export function entitiesWithAttachments<T extends EntityDef>(defs: readonly T[]): (T & { attachments: AttachmentsDef })[] {
  return defs.filter((d): d is T & { attachments: AttachmentsDef } => d.attachments !== undefined);
}

const SHA256_RE = /^[0-9a-f]{64}$/;
const STORAGE_KEY_RE = /^[a-z][a-z0-9-]{0,31}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One stored file, as the gateway reports it to the service after the bytes are stored. */
export const attachmentFileSchema = z.strictObject({
  fileName: z.string().min(1).max(200),
  contentType: z.string().min(1).max(200),
  size: z.number().int().min(0).max(ATTACHMENT_HARD_MAX_BYTES),
  storageKey: z.string().regex(STORAGE_KEY_RE),
  sha256: z.string().regex(SHA256_RE),
});
export type AttachmentFile = z.infer<typeof attachmentFileSchema>;

export const attachmentAddBodySchema = z.strictObject({
  files: z.array(attachmentFileSchema).min(1).max(50),
});
export type AttachmentAddBody = z.infer<typeof attachmentAddBodySchema>;

/** An attachment as lists and events show it (the storage key stays between gateway and service). */
export interface Attachment {
  id: string;
  entity: string;
  recordId: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedBy: string;
  createdAt: string;
}

/** What `open` answers: enough for the gateway to stream the object back. */
export interface AttachmentOpen {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
}

/** The slug that adding a file to a record of `def` needs (see `AttachmentsDef.addWith`). */
export function attachmentAddSlug(def: EntityDef & { attachments?: AttachmentsDef }): string {
  return slugFor(def, def.attachments?.addWith ?? 'update');
}
