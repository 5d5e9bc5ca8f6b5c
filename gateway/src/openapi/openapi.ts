import {
  AUTHENTICATED_PERMISSION,
  ENTITIES,
  actionBodySchema,
  actionEventSubject,
  actionPath,
  actionSlug,
  actionSubject,
  requestableActionsOf,
  ERROR_STATUS,
  IMPORT_STEPS,
  LIST_COUNT_CAP,
  MAX_IDS_PER_LIST,
  createSchema,
  importStartBodySchema,
  importSubject,
  historySubject,
  rangeFieldsOf,
  permissionSlug,
  requestSubject,
  slugFor,
  updateSchema,
  type EntityDef,
  type RequestAction,
  entitiesWithAttachments,
} from '@portico/contracts';
import { attachmentPaths } from '../files/attachments-openapi';
import { bodySchema, errors, json, type Json } from './json-schema';
import { recordSchema } from './record-schema';
import { routePaths } from './route-paths';

/**
 * The REST contract, generated from the entity catalogue and the declared custom routes (the
 * same definitions that make the routes and validate the bodies). Committed as docs/api/openapi.json; a test fails when the
 * API changes without the document being regenerated (`npm run openapi`), so a change that
 * breaks independently deployed clients is always a visible diff.
 */
const envelope = { $ref: '#/components/schemas/ErrorEnvelope' };
const importJob = { $ref: '#/components/schemas/ImportJob' };
const rowErrors = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      row: { type: 'integer' },
      errors: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
    },
  },
};
const IMPORT_JOB_SCHEMA = {
  type: 'object',
  required: ['id', 'entity', 'status', 'totalRows', 'errorRows', 'progress', 'created', 'failure', 'errors'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    entity: { type: 'string' },
    status: { type: 'string', enum: ['staged', 'committing', 'committed', 'failed'] },
    fileName: { type: ['string', 'null'] },
    totalRows: { type: 'integer' },
    errorRows: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    committedAt: { type: ['string', 'null'], format: 'date-time' },
    progress: {
      description: 'While committing: rows checked again, then rows written',
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { phase: { type: 'string', enum: ['checking', 'writing'] }, done: { type: 'integer' }, total: { type: 'integer' } },
        },
      ],
    },
    created: { type: 'integer', description: 'Records written by the commit' },
    failure: { type: ['string', 'null'], description: 'Why the last commit wrote nothing, when no row is to blame' },
    errors: { ...rowErrors, description: 'First rows with errors, in row order' },
  },
};
const HISTORY_SCHEMA = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'occurredAt', 'kind', 'actorId', 'actorName', 'changes'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          occurredAt: { type: 'string', format: 'date-time' },
          kind: { type: 'string', description: 'created, updated, archived, restored, deleted, or an action’s event' },
          actorId: { type: ['string', 'null'] },
          actorName: { type: ['string', 'null'] },
          changes: {
            type: 'array',
            items: { type: 'object', required: ['field', 'from', 'to'], properties: { field: { type: 'string' }, from: {}, to: {} } },
          },
          meta: {
            type: 'object',
            properties: { action: { type: 'string' }, reason: { type: 'string' }, input: {} },
          },
        },
      },
    },
  },
};

function operation(def: EntityDef, action: RequestAction | string, slug: string, extra: Json): Json {
  return {
    operationId: `${def.name}.${action}`,
    tags: [def.titlePlural.en],
    'x-domain': def.domain,
    'x-permission': slug,
    'x-nats-subject': extra['x-nats-subject'],
    ...extra,
    security: [{ oidc: [] }],
  };
}

/** Read many by ids and the date ranges of a list (ADR 0023). */
function listQueryExtras(def: EntityDef): Json[] {
  const ranges = rangeFieldsOf(def).flatMap((range) => {
    const schema =
      range.kind === 'date'
        ? { type: 'string', format: 'date' }
        : { type: 'string', description: 'A date (the whole UTC day) or a date-time with offset' };
    return [
      { name: range.from, in: 'query', description: `${range.label}: from (inclusive)`, schema },
      { name: range.to, in: 'query', description: `${range.label}: to (inclusive)`, schema },
    ];
  });
  return [
    {
      name: 'ids',
      in: 'query',
      description: `Read many by id: up to ${MAX_IDS_PER_LIST} comma-separated ids; ids outside the caller's scope are absent`,
      schema: { type: 'string' },
    },
    ...ranges,
  ];
}

function entityPaths(def: EntityDef): Record<string, Json> {
  const base = `/api/v1/${def.module}`;
  const record = { $ref: `#/components/schemas/${def.name}` };
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
  const jobParam = { name: 'jobId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
  const subject = (action: RequestAction) => ({ 'x-nats-subject': requestSubject(def.domain, def.name, action) });
  const listParams = [
    { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
    { name: 'cursor', in: 'query', schema: { type: 'string' } },
    {
      name: 'sort',
      in: 'query',
      schema: {
        type: 'string',
        enum: [
          'createdAt',
          ...Object.entries(def.fields)
            .filter(([, f]) => f.sortable)
            .map(([k]) => k),
        ],
      },
    },
    { name: 'direction', in: 'query', schema: { type: 'string', enum: ['asc', 'desc'] } },
    { name: 'q', in: 'query', schema: { type: 'string', maxLength: 200 } },
    { name: 'status', in: 'query', schema: { type: 'string', enum: ['active', 'archived', 'all'] } },
    ...Object.entries(def.fields)
      .filter(([, f]) => f.filterable)
      .map(([k]) => ({ name: k, in: 'query', schema: { type: 'string' } })),
    ...(def.tenancy === 'property' ? [{ name: 'propertyId', in: 'query', schema: { type: 'string', format: 'uuid' } }] : []),
    ...listQueryExtras(def),
  ];
  const page = {
    type: 'object',
    required: ['items', 'nextCursor', 'total', 'pageSize'],
    properties: {
      items: { type: 'array', items: record },
      nextCursor: { type: ['string', 'null'] },
      total: { type: 'integer', description: `Matching rows, counted up to ${LIST_COUNT_CAP}` },
      totalIsExact: { type: 'boolean', description: `false when more than ${LIST_COUNT_CAP} rows match and total is the cap` },
      pageSize: { type: 'integer' },
    },
  };
  const importSlug = permissionSlug(def.module, 'import');
  const importStep = (step: (typeof IMPORT_STEPS)[number]) => ({ 'x-nats-subject': importSubject(def.domain, def.name, step) });
  return {
    [base]: {
      get: operation(def, 'list', slugFor(def, 'list'), {
        ...subject('list'),
        parameters: listParams,
        responses: { 200: { description: 'A page', content: json(page) }, ...errors(401, 403, 422) },
      }),
      post: operation(def, 'create', slugFor(def, 'create'), {
        ...subject('create'),
        requestBody: { required: true, content: json({ $ref: `#/components/schemas/${def.name}Create` }) },
        responses: { 201: { description: 'Created', content: json(record) }, ...errors(401, 403, 409, 422) },
      }),
    },
    [`${base}/{id}`]: {
      get: operation(def, 'read', slugFor(def, 'read'), {
        ...subject('read'),
        parameters: [idParam],
        responses: { 200: { description: 'The record', content: json(record) }, ...errors(401, 403, 404) },
      }),
      patch: operation(def, 'update', slugFor(def, 'update'), {
        ...subject('update'),
        parameters: [idParam],
        requestBody: { required: true, content: json({ $ref: `#/components/schemas/${def.name}Update` }) },
        responses: { 200: { description: 'Updated', content: json(record) }, ...errors(401, 403, 404, 409, 422) },
      }),
      delete: operation(def, 'delete', slugFor(def, 'delete'), {
        ...subject('delete'),
        parameters: [idParam],
        description: 'Only archived records can be deleted.',
        responses: { 200: { description: 'Deleted' }, ...errors(401, 403, 404, 409) },
      }),
    },
    [`${base}/{id}/archive`]: {
      post: operation(def, 'archive', slugFor(def, 'archive'), {
        ...subject('archive'),
        parameters: [idParam],
        responses: { 200: { description: 'Archived', content: json(record) }, ...errors(401, 403, 404, 409) },
      }),
    },
    [`${base}/{id}/restore`]: {
      post: operation(def, 'restore', slugFor(def, 'restore'), {
        ...subject('restore'),
        parameters: [idParam],
        responses: { 200: { description: 'Restored', content: json(record) }, ...errors(401, 403, 404, 409) },
      }),
    },
    [`${base}/{id}/history`]: {
      get: operation(def, 'history', slugFor(def, 'read'), {
        'x-nats-subject': historySubject(def.domain, def.name),
        parameters: [idParam],
        description: 'Who changed what and when, oldest first, from the events the record’s service published (ADR 0021).',
        responses: { 200: { description: 'The record’s history', content: json(HISTORY_SCHEMA) }, ...errors(401, 403, 404) },
      }),
    },
    [`${base}/imports/template`]: {
      get: operation(def, 'importTemplate', importSlug, {
        responses: { 200: { description: 'CSV header row', content: { 'text/csv': { schema: { type: 'string' } } } }, ...errors(401, 403) },
      }),
    },
    [`${base}/imports`]: {
      post: operation(def, 'importStart', importSlug, {
        ...importStep('start'),
        requestBody: { required: true, content: json(bodySchema(importStartBodySchema, [])) },
        responses: { 201: { description: 'Import job (staged)', content: json(importJob) }, ...errors(401, 403, 422) },
      }),
    },
    [`${base}/imports/{jobId}`]: {
      get: operation(def, 'importStatus', importSlug, {
        ...importStep('status'),
        parameters: [jobParam],
        responses: {
          200: { description: 'Import job: its state, a running commit’s progress, the first rows with errors', content: json(importJob) },
          ...errors(401, 403, 404),
        },
      }),
    },
    [`${base}/imports/{jobId}/rows`]: {
      post: operation(def, 'importRows', importSlug, {
        ...importStep('rows'),
        parameters: [jobParam],
        requestBody: { required: true, content: json(IMPORT_ROWS_BODY) },
        responses: {
          200: { description: 'Import job with row errors', content: json(importJob) },
          ...errors(401, 403, 404, 409, 413, 422),
        },
      }),
    },
    [`${base}/imports/{jobId}/commit`]: {
      post: operation(def, 'importCommit', importSlug, {
        ...importStep('commit'),
        parameters: [jobParam],
        description:
          'Starts writing every staged row in one transaction (all or nothing) and answers at once with the job `committing`. Poll GET …/imports/{jobId} until it is `committed` or `failed`. 409 while committing or once committed; 422 while a staged row has errors.',
        responses: { 202: { description: 'Commit started', content: json(importJob) }, ...errors(401, 403, 404, 409, 422) },
      }),
    },
  };
}

const IMPORT_ROWS_BODY: Json = {
  type: 'object',
  required: ['rows'],
  properties: {
    rows: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        required: ['row', 'values'],
        properties: { row: { type: 'integer', minimum: 1 }, values: { type: 'object', additionalProperties: { type: 'string' } } },
      },
    },
  },
};

/** `GET /api/v1/me`: the gateway's own answer, from the verified token (no service serves it). */
const ME_PATH: Record<string, Json> = {
  '/api/v1/me': {
    get: {
      operationId: 'me.read',
      tags: ['Me'],
      'x-domain': 'gateway',
      'x-permission': AUTHENTICATED_PERMISSION,
      responses: { 200: { description: 'Identity, scope and permissions' }, ...errors(401) },
      security: [{ oidc: [] }],
    },
  },
};

/** One operation per declared action of the entity (ADR 0020), its body from the action's own schema. */
function actionPaths(def: EntityDef): Record<string, Json> {
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
  return Object.fromEntries(
    requestableActionsOf(def).map((action) => [
      `/api/v1/${def.module}/{id}/${actionPath(action)}`,
      {
        post: operation(def, action.name, actionSlug(action), {
          'x-nats-subject': actionSubject(action),
          'x-event-subject': actionEventSubject(action),
          summary: action.label.en,
          description: `From ${action.from.join(', ')}${action.to ? ` to ${action.to}` : ''} (${action.stateField}).`,
          parameters: [idParam],
          requestBody: {
            required: action.reason === 'required' || Object.values(action.input ?? {}).some((f) => f.required),
            content: json(bodySchema(actionBodySchema(action), action.reason === 'required' ? ['reason'] : [])),
          },
          responses: {
            200: { description: action.label.en, content: json({ $ref: `#/components/schemas/${def.name}` }) },
            ...errors(401, 403, 404, 409, 422),
          },
        }),
      },
    ]),
  );
}

export function buildOpenApi(): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portico API',
      version: '1',
      description:
        'Property-management back office. Every operation names its permission slug (x-permission) and the NATS subject that serves it (x-nats-subject).',
    },
    servers: [{ url: '/' }],
    paths: Object.assign(
      {},
      ...ENTITIES.map(entityPaths),
      ...ENTITIES.map(actionPaths),
      ...entitiesWithAttachments(ENTITIES).map(attachmentPaths),
      routePaths(),
      ME_PATH,
    ),
    components: {
      securitySchemes: { oidc: { type: 'openIdConnect', openIdConnectUrl: '/oidc/.well-known/openid-configuration' } },
      schemas: {
        ImportJob: IMPORT_JOB_SCHEMA,
        ErrorEnvelope: {
          type: 'object',
          required: ['code', 'status', 'message'],
          properties: {
            code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
            status: { type: 'integer' },
            message: { type: 'string' },
            details: { type: 'object' },
            correlationId: { type: 'string' },
          },
        },
        ...Object.fromEntries(
          ENTITIES.flatMap((def) => [
            [def.name, recordSchema(def)],
            [
              `${def.name}Create`,
              bodySchema(
                createSchema(def),
                Object.entries(def.fields)
                  .filter(([, f]) => f.required && !f.readOnly)
                  .map(([k]) => k),
              ),
            ],
            [`${def.name}Update`, bodySchema(updateSchema(def), [])],
          ]),
        ),
      },
      responses: { Error: { description: 'The error envelope', content: json(envelope) } },
    },
  };
}
