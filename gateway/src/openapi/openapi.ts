import { z } from 'zod';
import {
  CHAT_SUBJECTS,
  conversation,
  ENTITIES,
  entityByName,
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
  PROBLEM_REPORT_SUBJECTS,
  REPORT_LINK_ENTITIES,
  problemReportBodySchema,
  reportLinkSubject,
  importSubject,
  historySubject,
  inviteAcceptBodySchema,
  inviteLookupQuerySchema,
  joinRequestDecisionBodySchema,
  joinRequestSubmitBodySchema,
  profileUpdateBodySchema,
  membershipConfirmBodySchema,
  organizationSwitchBodySchema,
  rangeFieldsOf,
  permissionSlug,
  requestSubject,
  slugFor,
  MAINTENANCE_ANALYTICS_SUBJECT,
  maintenanceAnalyticsQuerySchema,
  AMENITY_AVAILABILITY_SUBJECT,
  RESERVATION_ANALYTICS_SUBJECT,
  amenity,
  amenityAvailabilityQuerySchema,
  reservation,
  reservationAnalyticsQuerySchema,
  order,
  NOTIFICATION_SUBJECTS,
  notification,
  notificationDelivery,
  notificationAudienceBodySchema,
  notificationAiDraftBodySchema,
  updateSchema,
  type EntityDef,
  type RequestAction,
  entitiesWithAttachments,
  QUICKBOOKS_SUBJECTS,
  BILLING_REPORT_SUBJECTS,
  accountingReportQuerySchema,
  insightReportQuerySchema,
  financialEntry,
  integrationSettings,
  quickbooksConnectBodySchema,
  quickbooksOrgQuerySchema,
  quickbooksSyncBodySchema,
  WEBHOOK_PROVIDERS,
  webhookEventBodySchema,
  webhookSubject,
} from '@portico/contracts';
import { attachmentPaths } from '../files/attachments-openapi';

/**
 * The REST contract, generated from the entity catalogue (the same definitions that make the
 * routes and validate the bodies). Committed as docs/api/openapi.json; a test fails when the
 * API changes without the document being regenerated (`npm run openapi`), so a change that
 * breaks independently deployed clients is always a visible diff.
 */
type Json = Record<string, unknown>;

function bodySchema(schema: z.ZodType, required: string[]): Json {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }) as Json;
  delete json.$schema;
  return required.length ? { ...json, required } : json;
}

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
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [String(s), { $ref: '#/components/responses/Error' }]));
const json = (schema: Json) => ({ 'application/json': { schema } });

function operation(def: EntityDef, action: RequestAction | string, slug: string, extra: Json): Json {
  return {
    operationId: `${def.name}.${action}`,
    tags: [def.titlePlural.en],
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

/**
 * The routes written by hand beside the generated ones: onboarding (public and the approver's
 * decision) and the signed-in user's own view. Their bodies come from the same zod schemas
 * their handlers parse with.
 */
export function handWrittenPaths(): Record<string, Json> {
  const op = (operationId: string, tag: string, permission: string, subject: string | undefined, extra: Json, isPublic = false): Json => ({
    operationId,
    tags: [tag],
    'x-permission': permission,
    ...(subject ? { 'x-nats-subject': subject } : {}),
    ...extra,
    security: isPublic ? [] : [{ oidc: [] }],
  });
  const body = (schema: z.ZodType) => ({ required: true, content: json(bodySchema(schema, [])) });
  const ok = (description: string) => ({ 200: { description } });
  const query = bodySchema(inviteLookupQuerySchema, []) as { properties: Record<string, Json> };
  const analyticsQuery = bodySchema(maintenanceAnalyticsQuerySchema, []) as { properties: Record<string, Json> };
  const availabilityQuery = bodySchema(amenityAvailabilityQuerySchema, []) as { properties: Record<string, Json> };
  const reservationQuery = bodySchema(reservationAnalyticsQuerySchema, []) as { properties: Record<string, Json> };
  return {
    '/api/v1/public/invites/lookup': {
      get: op(
        'invite.lookup',
        'Onboarding',
        'public',
        'people.invite.lookup',
        {
          parameters: Object.entries(query.properties).map(([name, schema]) => ({ name, in: 'query', schema })),
          responses: { ...ok('What the sign-up page shows'), ...errors(404, 422, 429) },
        },
        true,
      ),
    },
    '/api/v1/public/invites/accept': {
      post: op(
        'invite.accept',
        'Onboarding',
        'public',
        'people.invite.accept',
        { requestBody: body(inviteAcceptBodySchema), responses: { ...ok('Account created'), ...errors(404, 422, 429) } },
        true,
      ),
    },
    '/api/v1/public/join-requests': {
      post: op(
        'joinRequest.submit',
        'Onboarding',
        'public',
        'people.joinRequest.submit',
        { requestBody: body(joinRequestSubmitBodySchema), responses: { 201: { description: 'Request received' }, ...errors(422, 429) } },
        true,
      ),
    },
    '/api/v1/public/memberships/confirm': {
      post: op(
        'membership.confirm',
        'Onboarding',
        'public',
        'people.membership.confirm',
        { requestBody: body(membershipConfirmBodySchema), responses: { ...ok('Membership confirmed'), ...errors(404, 422, 429) } },
        true,
      ),
    },
    '/api/v1/join-requests/{id}/decision': {
      post: op('joinRequest.decide', 'Join Requests', permissionSlug('join-requests', 'update'), 'people.joinRequest.decide', {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        requestBody: body(joinRequestDecisionBodySchema),
        responses: { ...ok('Decided'), ...errors(401, 403, 404, 409, 422) },
      }),
    },
    '/api/v1/analytics/maintenance': {
      get: op('analytics.maintenance', 'Analytics', slugFor(order, 'list'), MAINTENANCE_ANALYTICS_SUBJECT, {
        parameters: Object.entries(analyticsQuery.properties).map(([name, schema]) => ({ name, in: 'query', schema })),
        responses: { ...ok("Work-order counts and times in the caller's scope"), ...errors(401, 403, 422) },
      }),
    },
    '/api/v1/amenities/{id}/availability': {
      get: op('amenity.availability', 'Amenities', slugFor(amenity, 'read'), AMENITY_AVAILABILITY_SUBJECT, {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          ...Object.entries(availabilityQuery.properties).map(([name, schema]) => ({ name, in: 'query', schema })),
        ],
        responses: { ...ok('Slots of the amenity with their maximum and remaining spots'), ...errors(401, 403, 404, 422) },
      }),
    },
    '/api/v1/analytics/reservation': {
      get: op('analytics.reservation', 'Analytics', slugFor(reservation, 'list'), RESERVATION_ANALYTICS_SUBJECT, {
        parameters: Object.entries(reservationQuery.properties).map(([name, schema]) => ({ name, in: 'query', schema })),
        responses: { ...ok("Reservation counts by status, amenity and hour in the caller's scope"), ...errors(401, 403, 422) },
      }),
    },
    ...problemReportPaths(op, body),
    '/api/v1/notifications/recipients-count': {
      post: op('notification.recipientsCount', 'Notifications', slugFor(notification, 'create'), NOTIFICATION_SUBJECTS.recipientsCount, {
        requestBody: body(notificationAudienceBodySchema),
        responses: { ...ok('How many people the audience reaches'), ...errors(401, 403, 422) },
      }),
    },
    '/api/v1/notifications/ai-draft': {
      post: op('notification.aiDraft', 'Notifications', slugFor(notification, 'create'), NOTIFICATION_SUBJECTS.aiDraft, {
        requestBody: body(notificationAiDraftBodySchema),
        responses: { ...ok('A suggested description to edit'), ...errors(401, 403, 409, 422, 503) },
      }),
    },
    '/api/v1/notifications/received/unread-count': {
      get: op('notification.unreadCount', 'Notifications', slugFor(notificationDelivery, 'list'), NOTIFICATION_SUBJECTS.unreadCount, {
        responses: { ...ok("The caller's unread notifications"), ...errors(401, 403) },
      }),
    },
    '/api/v1/chat/unread': {
      get: op('chat.unread', 'Chat', slugFor(conversation, 'list'), CHAT_SUBJECTS.unread, {
        responses: { ...ok('Unread messages per conversation of the caller'), ...errors(401, 403) },
      }),
    },
    '/api/v1/chat/conversations/{id}/read': {
      post: op('chat.markRead', 'Chat', slugFor(conversation, 'read'), CHAT_SUBJECTS.markRead, {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: { ...ok("The caller's read marker, now"), ...errors(401, 403, 404) },
      }),
    },
    ...quickbooksPaths(op, body),
    ...billingReportPaths(op),
    // Webhook route type (ADR 0033): the signature on the raw body is the credential.
    '/api/v1/webhooks/{provider}': {
      post: op(
        'webhook.receive',
        'Webhooks',
        'public',
        // Each declared provider's owning service: `<domain>.webhook.<provider>`.
        WEBHOOK_PROVIDERS.map(webhookSubject).join(' | '),
        {
          parameters: [
            { name: 'provider', in: 'path', required: true, schema: { type: 'string', enum: WEBHOOK_PROVIDERS.map((p) => p.provider) } },
            { name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string', maxLength: 2000 } },
          ],
          requestBody: body(webhookEventBodySchema),
          responses: { ...ok('Stored (or a repeat, ignored)'), ...errors(400, 404, 503) },
        },
        true,
      ),
    },
    '/api/v1/me': {
      get: op('me.read', 'Me', 'authenticated', undefined, { responses: { ...ok('Identity, scope and permissions'), ...errors(401) } }),
    },
    '/api/v1/me/organizations': {
      get: op('me.organizations', 'Me', 'authenticated', 'people.membership.list', {
        responses: { ...ok('The organizations the person belongs to, the current one marked'), ...errors(401) },
      }),
    },
    '/api/v1/me/organization': {
      put: op('me.organization.switch', 'Me', 'authenticated', 'people.membership.switch', {
        requestBody: body(organizationSwitchBodySchema),
        responses: { ...ok('Working in this organization from the next request on'), ...errors(401, 404, 422) },
      }),
    },
    '/api/v1/me/profile': {
      get: op('me.profile.read', 'Me', 'authenticated', 'people.profile.read', { responses: { ...ok('Own profile'), ...errors(401) } }),
      patch: op('me.profile.update', 'Me', 'authenticated', 'people.profile.update', {
        requestBody: body(profileUpdateBodySchema),
        responses: { ...ok('Updated'), ...errors(401, 409, 422) },
      }),
    },
  };
}

/** Billing reports (ADR 0035): the accounting report and aXP Transactions (with its CSV export). */
function billingReportPaths(
  op: (operationId: string, tag: string, permission: string, subject: string | undefined, extra: Json, isPublic?: boolean) => Json,
): Record<string, Json> {
  const params = (schema: z.ZodType, omit: string[] = []) =>
    Object.entries((bodySchema(schema, []) as { properties: Record<string, Json> }).properties)
      .filter(([name]) => !omit.includes(name))
      .map(([name, s]) => ({ name, in: 'query', schema: s }));
  const slug = slugFor(financialEntry, 'list');
  return {
    '/api/v1/reports/accounting': {
      get: op('reports.accounting', 'Reports', slug, BILLING_REPORT_SUBJECTS.accounting, {
        parameters: params(accountingReportQuerySchema),
        responses: {
          200: { description: 'Balances by account, receivables aging, income and expenses by property and month' },
          ...errors(401, 403, 422),
        },
      }),
    },
    '/api/v1/reports/insight': {
      get: op('reports.insight', 'Reports', slug, BILLING_REPORT_SUBJECTS.insight, {
        parameters: params(insightReportQuerySchema, ['format']),
        responses: { 200: { description: 'aXP Transactions: payments with totals' }, ...errors(401, 403, 422) },
      }),
    },
    '/api/v1/reports/insight/export': {
      get: op('reports.insight.export', 'Reports', slug, BILLING_REPORT_SUBJECTS.insight, {
        parameters: params(insightReportQuerySchema, ['format']),
        responses: {
          200: { description: 'aXP Transactions as CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errors(401, 403, 422),
        },
      }),
    },
  };
}

/** Accounting-software connection and sync (ADR 0035). */
function quickbooksPaths(
  op: (operationId: string, tag: string, permission: string, subject: string | undefined, extra: Json, isPublic?: boolean) => Json,
  body: (schema: z.ZodType) => Json,
): Record<string, Json> {
  const orgQuery = bodySchema(quickbooksOrgQuerySchema, []) as { properties: Record<string, Json> };
  const parameters = Object.entries(orgQuery.properties).map(([name, schema]) => ({ name, in: 'query', schema }));
  const read = slugFor(integrationSettings, 'read');
  const update = slugFor(integrationSettings, 'update');
  return {
    '/api/v1/quickbooks/status': {
      get: op('quickbooks.status', 'Accounting', read, QUICKBOOKS_SUBJECTS.status, {
        parameters,
        responses: { 200: { description: "The organization's accounting-software connection" }, ...errors(401, 403, 404, 422) },
      }),
    },
    '/api/v1/quickbooks/authorize': {
      get: op('quickbooks.authorize', 'Accounting', update, QUICKBOOKS_SUBJECTS.authorize, {
        parameters,
        responses: {
          200: { description: 'The consent URL, with a one-time state bound to the organization and user' },
          ...errors(401, 403, 404, 422),
        },
      }),
    },
    '/api/v1/quickbooks/connect': {
      post: op('quickbooks.connect', 'Accounting', update, QUICKBOOKS_SUBJECTS.connect, {
        requestBody: body(quickbooksConnectBodySchema),
        responses: { 200: { description: 'Connected: the company and when' }, ...errors(401, 403, 404, 422, 503) },
      }),
    },
    '/api/v1/quickbooks/push': {
      post: op('quickbooks.push', 'Accounting', update, QUICKBOOKS_SUBJECTS.push, {
        requestBody: body(quickbooksSyncBodySchema),
        responses: { 200: { description: 'Queued, synced, failed and needs-attention counts' }, ...errors(401, 403, 404, 422) },
      }),
    },
    '/api/v1/quickbooks/pull': {
      post: op('quickbooks.pull', 'Accounting', update, QUICKBOOKS_SUBJECTS.pull, {
        requestBody: body(quickbooksSyncBodySchema),
        responses: { 200: { description: 'How many mapped records changed there' }, ...errors(401, 403, 404, 422) },
      }),
    },
  };
}

/** QR problem reports (ADR 0028): the public lookup and submission, and each target's link. */
function problemReportPaths(
  op: (operationId: string, tag: string, permission: string, subject: string | undefined, extra: Json, isPublic?: boolean) => Json,
  body: (schema: z.ZodType) => Json,
): Record<string, Json> {
  const token = { name: 'token', in: 'path', required: true, schema: { type: 'string', maxLength: 100 } };
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
  return {
    '/api/v1/public/problem-reports/{token}': {
      get: op(
        'problemReport.lookup',
        'Problem Reports',
        'public',
        PROBLEM_REPORT_SUBJECTS.lookup,
        { parameters: [token], responses: { 200: { description: 'Property, place and categories' }, ...errors(404, 429) } },
        true,
      ),
      post: op(
        'problemReport.submit',
        'Problem Reports',
        'public',
        PROBLEM_REPORT_SUBJECTS.submit,
        {
          parameters: [token],
          requestBody: body(problemReportBodySchema),
          responses: { 201: { description: 'Request received' }, ...errors(404, 422, 429) },
        },
        true,
      ),
    },
    ...Object.fromEntries(
      REPORT_LINK_ENTITIES.map((name) => {
        const def = entityByName(name)!;
        return [
          `/api/v1/${def.module}/{id}/report-link`,
          {
            get: op(`${def.name}.reportLink`, def.titlePlural.en, slugFor(def, 'read'), reportLinkSubject(def.domain, def.name), {
              parameters: [id],
              responses: { 200: { description: 'The token and path of the QR problem-report page' }, ...errors(401, 403, 404) },
            }),
          },
        ];
      }),
    ),
  };
}

function recordSchema(def: EntityDef): Json {
  const fields = bodySchema(createSchema(def), []) as { properties?: Json };
  const visible = Object.fromEntries(Object.entries(fields.properties ?? {}).filter(([k]) => !def.fields[k]?.secret));
  return {
    type: 'object',
    description: def.title.en,
    properties: {
      id: { type: 'string', format: 'uuid' },
      status: { type: 'string', enum: ['active', 'archived'] },
      version: { type: 'integer' },
      createdAt: { type: 'string' },
      updatedAt: { type: 'string' },
      createdBy: { type: ['string', 'null'] },
      updatedBy: { type: ['string', 'null'] },
      ...visible,
      ...Object.fromEntries(
        Object.entries(def.fields)
          .filter(([, f]) => f.readOnly && !f.secret)
          .map(([k]) => [k, {}]),
      ),
      // A sealed secret (ADR 0035) is write-only: an answer says only whether it is set.
      ...Object.fromEntries(
        Object.entries(def.fields)
          .filter(([, f]) => f.secret && !f.readOnly)
          .map(([k]) => [`${k}Set`, { type: 'boolean' }]),
      ),
    },
  };
}

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
      handWrittenPaths(),
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
