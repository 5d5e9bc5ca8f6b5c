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
  ROUTES,
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
import { entityWords } from './entity-words';
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

/** What an operation says in any tool (Redocly's operation-summary; the lint test asks for both). */
interface Words {
  summary: string;
  description: string;
}

function operation(def: EntityDef, action: RequestAction | string, slug: string, words: Words, extra: Json): Json {
  return {
    operationId: `${def.name}.${action}`,
    summary: words.summary,
    description: words.description,
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
      { name: range.from, in: 'query', description: `${range.label.en}: from (inclusive)`, schema },
      { name: range.to, in: 'query', description: `${range.label.en}: to (inclusive)`, schema },
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
  const words = entityWords(def);
  const single = def.title.en.toLowerCase();
  const plural = def.titlePlural.en.toLowerCase();
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
      get: operation(
        def,
        'list',
        slugFor(def, 'list'),
        {
          summary: `List ${words.many}`,
          description: `A page of the ${plural} in the caller’s scope: search (q), filters, sort, date ranges and read-many by ids (ADR 0014, 0023).`,
        },
        {
          ...subject('list'),
          parameters: listParams,
          responses: { 200: { description: 'A page', content: json(page) }, ...errors(401, 403, 422) },
        },
      ),
      post: operation(
        def,
        'create',
        slugFor(def, 'create'),
        {
          summary: `Create ${words.one}`,
          description: `Creates a ${single} from the body, validated against the entity’s declared fields, in the caller’s scope.`,
        },
        {
          ...subject('create'),
          requestBody: { required: true, content: json({ $ref: `#/components/schemas/${def.name}Create` }) },
          responses: { 201: { description: 'Created', content: json(record) }, ...errors(401, 403, 409, 422) },
        },
      ),
    },
    [`${base}/{id}`]: {
      get: operation(
        def,
        'read',
        slugFor(def, 'read'),
        { summary: `Read ${words.one}`, description: `One ${single} by id; a record outside the caller’s scope answers 404.` },
        {
          ...subject('read'),
          parameters: [idParam],
          responses: { 200: { description: 'The record', content: json(record) }, ...errors(401, 403, 404) },
        },
      ),
      patch: operation(
        def,
        'update',
        slugFor(def, 'update'),
        {
          summary: `Update ${words.one}`,
          description: `Changes only the fields sent (a partial update) and answers the ${single} as stored.`,
        },
        {
          ...subject('update'),
          parameters: [idParam],
          requestBody: { required: true, content: json({ $ref: `#/components/schemas/${def.name}Update` }) },
          responses: { 200: { description: 'Updated', content: json(record) }, ...errors(401, 403, 404, 409, 422) },
        },
      ),
      delete: operation(
        def,
        'delete',
        slugFor(def, 'delete'),
        { summary: `Delete ${words.one}`, description: 'Deletes the record for good. Only archived records can be deleted.' },
        {
          ...subject('delete'),
          parameters: [idParam],
          responses: { 200: { description: 'Deleted' }, ...errors(401, 403, 404, 409) },
        },
      ),
    },
    [`${base}/{id}/archive`]: {
      post: operation(
        def,
        'archive',
        slugFor(def, 'archive'),
        { summary: `Archive ${words.one}`, description: `Takes the ${single} out of the default lists; restore brings it back.` },
        {
          ...subject('archive'),
          parameters: [idParam],
          responses: { 200: { description: 'Archived', content: json(record) }, ...errors(401, 403, 404, 409) },
        },
      ),
    },
    [`${base}/{id}/restore`]: {
      post: operation(
        def,
        'restore',
        slugFor(def, 'restore'),
        { summary: `Restore ${words.one}`, description: `Brings an archived ${single} back into the default lists.` },
        {
          ...subject('restore'),
          parameters: [idParam],
          responses: { 200: { description: 'Restored', content: json(record) }, ...errors(401, 403, 404, 409) },
        },
      ),
    },
    [`${base}/{id}/history`]: {
      get: operation(
        def,
        'history',
        slugFor(def, 'read'),
        {
          summary: `${words.one} history`,
          description: 'Who changed what and when, oldest first, from the events the record’s service published (ADR 0021).',
        },
        {
          'x-nats-subject': historySubject(def.domain, def.name),
          parameters: [idParam],
          responses: { 200: { description: 'The record’s history', content: json(HISTORY_SCHEMA) }, ...errors(401, 403, 404) },
        },
      ),
    },
    [`${base}/imports/template`]: {
      get: operation(
        def,
        'importTemplate',
        importSlug,
        { summary: `${words.many} import template`, description: `The CSV header row an import of ${plural} expects.` },
        {
          responses: {
            200: { description: 'CSV header row', content: { 'text/csv': { schema: { type: 'string' } } } },
            ...errors(401, 403),
          },
        },
      ),
    },
    [`${base}/imports`]: {
      post: operation(
        def,
        'importStart',
        importSlug,
        {
          summary: `Start ${words.many} import`,
          description: `Stages a new import job of ${plural}; its rows follow in batches (…/imports/{jobId}/rows), then the commit.`,
        },
        {
          ...importStep('start'),
          requestBody: { required: true, content: json(bodySchema(importStartBodySchema, [])) },
          responses: { 201: { description: 'Import job (staged)', content: json(importJob) }, ...errors(401, 403, 422) },
        },
      ),
    },
    [`${base}/imports/{jobId}`]: {
      get: operation(
        def,
        'importStatus',
        importSlug,
        {
          summary: `${words.many} import status`,
          description: 'The import job: its state, a running commit’s progress, the first rows with errors.',
        },
        {
          ...importStep('status'),
          parameters: [jobParam],
          responses: {
            200: {
              description: 'Import job: its state, a running commit’s progress, the first rows with errors',
              content: json(importJob),
            },
            ...errors(401, 403, 404),
          },
        },
      ),
    },
    [`${base}/imports/{jobId}/rows`]: {
      post: operation(
        def,
        'importRows',
        importSlug,
        {
          summary: `Add rows to ${words.many} import`,
          description: `Stages up to 500 CSV rows, checks each against the fields of ${plural} and answers the job with the rows in error.`,
        },
        {
          ...importStep('rows'),
          parameters: [jobParam],
          requestBody: { required: true, content: json(IMPORT_ROWS_BODY) },
          responses: {
            200: { description: 'Import job with row errors', content: json(importJob) },
            ...errors(401, 403, 404, 409, 413, 422),
          },
        },
      ),
    },
    [`${base}/imports/{jobId}/commit`]: {
      post: operation(
        def,
        'importCommit',
        importSlug,
        {
          summary: `Commit ${words.many} import`,
          description:
            'Starts writing every staged row in one transaction (all or nothing) and answers at once with the job `committing`. Poll GET …/imports/{jobId} until it is `committed` or `failed`. 409 while committing or once committed; 422 while a staged row has errors.',
        },
        {
          ...importStep('commit'),
          parameters: [jobParam],
          responses: { 202: { description: 'Commit started', content: json(importJob) }, ...errors(401, 403, 404, 409, 422) },
        },
      ),
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
      summary: 'Who am I',
      description:
        'The caller’s identity, organization and property scope and permission slugs, from the verified token (no service is asked).',
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
        post: operation(
          def,
          action.name,
          actionSlug(action),
          {
            summary: `${action.label.en} (${entityWords(def).one})`,
            description: `${action.label.en}: the ${def.title.en.toLowerCase()}’s ${action.stateField} goes from ${action.from.join(', ')}${action.to ? ` to ${action.to}` : ' (unchanged)'}${action.reason === 'required' ? '; a reason is required' : ''}.`,
          },
          {
            'x-nats-subject': actionSubject(action),
            'x-event-subject': actionEventSubject(action),
            parameters: [idParam],
            requestBody: {
              required: action.reason === 'required' || Object.values(action.input ?? {}).some((f) => f.required),
              content: json(bodySchema(actionBodySchema(action), action.reason === 'required' ? ['reason'] : [])),
            },
            responses: {
              200: { description: action.label.en, content: json({ $ref: `#/components/schemas/${def.name}` }) },
              ...errors(401, 403, 404, 409, 422),
            },
          },
        ),
      },
    ]),
  );
}

type Operation = { operationId: string; summary: string; tags: string[]; 'x-domain': string };

/**
 * Every tag an operation names, declared once with a description (Redocly's tag-description,
 * operation-tag-defined): an entity's tag says what the entity's operations are, a tag only custom
 * routes use lists what they do, from their own summaries; nothing here is a hand-kept list.
 */
function declaredTags(paths: Record<string, Record<string, Operation>>): Json[] {
  const byTag = new Map<string, Operation[]>();
  for (const op of Object.values(paths).flatMap((ops) => Object.values(ops)))
    for (const tag of op.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), op]);
  // Sorted by name and operationId: the catalogue's order of routes differs between builds.
  const byId = (a: { operationId: string }, b: { operationId: string }) => a.operationId.localeCompare(b.operationId);
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, unsorted]) => {
      const ops = [...unsorted].sort(byId);
      // Two entities may share a plural title (chat and thread messages): the tag describes each.
      const defs = ENTITIES.filter((d) => d.titlePlural.en === name);
      const domains = [...new Set(ops.map((op) => op['x-domain']))].sort();
      const of = `the ${domains.join(', ')} domain${domains.length > 1 ? 's' : ''}`;
      if (!defs.length) return { name, description: `Requests of ${of}: ${ops.map((op) => op.summary).join('; ')}.` };
      const routes = ROUTES.filter((route) => route.tag === name)
        .map((route) => ({ operationId: route.name, summary: route.summary }))
        .sort(byId)
        .map((route) => route.summary);
      const entity = (def: EntityDef) => {
        const actions = requestableActionsOf(def).map((a) => a.label.en);
        return `${def.titlePlural.en} of the ${def.domain} domain (module \`${def.module}\`): list, read, create, update, archive, restore, delete, history and CSV import${def.attachments ? ', files' : ''}${actions.length ? `; actions: ${actions.join(', ')}` : ''}.`;
      };
      return { name, description: `${defs.map(entity).join(' ')}${routes.length ? ` Also: ${routes.join('; ')}.` : ''}` };
    });
}

export function buildOpenApi(): Json {
  const paths = Object.assign(
    {},
    ...ENTITIES.map(entityPaths),
    ...ENTITIES.map(actionPaths),
    ...entitiesWithAttachments(ENTITIES).map(attachmentPaths),
    routePaths(),
    ME_PATH,
  ) as Record<string, Record<string, Operation>>;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portico API',
      version: '1',
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
      description:
        'Property-management back office. Every operation names its permission slug (x-permission) and the NATS subject that serves it (x-nats-subject).',
    },
    servers: [{ url: '/' }],
    tags: declaredTags(paths),
    paths,
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
