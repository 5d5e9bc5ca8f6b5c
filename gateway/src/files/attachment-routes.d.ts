import { type Type } from '@nestjs/common';
import { type AttachmentsDef, type EntityDef } from '@portico/contracts';
/**
 * Attachment routes of one entity (ADR 0022): the bytes stream between the client and the
 * storage port here, and only metadata and storage keys travel to the owning service over
 * NATS. The service decides scope and permission; the gateway never stores a file for a
 * record the caller cannot see, and never serves one the service did not open for it.
 */
export declare function createAttachmentRoutes(def: EntityDef & {
    attachments: AttachmentsDef;
}): Type;
