import { type AttachmentsDef, type EntityDef } from '@portico/contracts';
type Json = Record<string, unknown>;
/** The attachment routes of one entity (ADR 0022), for the generated OpenAPI document. */
export declare function attachmentPaths(def: EntityDef & {
    attachments: AttachmentsDef;
}): Record<string, Json>;
export {};
