import { attachmentAddSlug, attachmentLimits, attachmentSubject, slugFor, type AttachmentsDef, type EntityDef } from '@portico/contracts';
import { entityWords } from '../openapi/entity-words';

type Json = Record<string, unknown>;

const ATTACHMENT_SCHEMA: Json = {
  type: 'object',
  required: ['id', 'entity', 'recordId', 'fileName', 'contentType', 'size', 'sha256', 'uploadedBy', 'createdAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    entity: { type: 'string' },
    recordId: { type: 'string', format: 'uuid' },
    fileName: { type: 'string' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
    sha256: { type: 'string' },
    uploadedBy: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [String(s), { $ref: '#/components/responses/Error' }]));
const json = (schema: Json) => ({ 'application/json': { schema } });

/** The attachment routes of one entity (ADR 0022), for the generated OpenAPI document. */
export function attachmentPaths(def: EntityDef & { attachments: AttachmentsDef }): Record<string, Json> {
  const base = `/api/v1/${def.module}/{id}/attachments`;
  const { maxBytes, maxFiles } = attachmentLimits(def.attachments);
  const uuid = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
  const single = def.title.en.toLowerCase();
  const { one } = entityWords(def);
  const op = (action: string, slug: string, step: Parameters<typeof attachmentSubject>[2], summary: string, extra: Json): Json => ({
    operationId: `${def.name}.${action}`,
    summary,
    tags: [def.titlePlural.en],
    'x-domain': def.domain,
    'x-permission': slug,
    'x-nats-subject': attachmentSubject(def.domain, def.name, step),
    ...extra,
    security: [{ oidc: [] }],
  });
  const list = {
    type: 'object',
    required: ['items', 'maxBytes', 'maxFiles'],
    properties: { items: { type: 'array', items: ATTACHMENT_SCHEMA }, maxBytes: { type: 'integer' }, maxFiles: { type: 'integer' } },
  };
  return {
    [base]: {
      get: op('attachmentsList', slugFor(def, 'read'), 'list', `${one} files`, {
        description: `The files attached to the ${single}, with the limits on how many and how large.`,
        parameters: [uuid('id')],
        responses: { 200: { description: 'The record’s files', content: json(list) }, ...errors(401, 403, 404) },
      }),
      post: op('attachmentsUpload', attachmentAddSlug(def), 'add', `Attach files to ${one}`, {
        parameters: [uuid('id')],
        description: `One or more parts named \`file\` (at most ${maxFiles} on the record, each up to ${maxBytes} bytes; kinds: ${def.attachments.kinds.join(', ')}). The type is read from the bytes: 415 when it is not accepted, 413 when a file is too large; nothing is kept of a refused upload.`,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: { file: { type: 'array', items: { type: 'string', format: 'binary' } } },
              },
            },
          },
        },
        responses: {
          201: {
            description: 'Stored',
            content: json({ type: 'object', properties: { items: { type: 'array', items: ATTACHMENT_SCHEMA } } }),
          },
          ...errors(400, 401, 403, 404, 409, 413, 415, 422),
        },
      }),
    },
    [`${base}/{attachmentId}`]: {
      get: op('attachmentsDownload', slugFor(def, 'read'), 'open', `Download ${one} file`, {
        description: `One file of the ${single}, sent as an attachment (nosniff, sandboxed); images may be shown inline.`,
        parameters: [
          uuid('id'),
          uuid('attachmentId'),
          { name: 'inline', in: 'query', description: 'Images only: shown inline (thumbnails)', schema: { type: 'string', enum: ['1'] } },
        ],
        responses: {
          200: {
            description: 'The file, as an attachment (nosniff, sandboxed)',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errors(401, 403, 404),
        },
      }),
      delete: op('attachmentsRemove', slugFor(def, 'update'), 'remove', `Remove ${one} file`, {
        description: `Removes one file from the ${single}.`,
        parameters: [uuid('id'), uuid('attachmentId')],
        responses: { 200: { description: 'Removed' }, ...errors(401, 403, 404) },
      }),
    },
  };
}
