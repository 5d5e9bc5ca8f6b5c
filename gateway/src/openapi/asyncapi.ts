import {
  ACTIONS,
  DOMAINS,
  ENTITIES,
  EVENT_ACTIONS,
  LEGACY_COPY_HEADER,
  actionEventSubject,
  entitiesWithAttachments,
  legacyActionEventOf,
  eventStreamName,
  eventSubject,
  noticeEventSchema,
  noticeSubject,
  stateStreamName,
  type ActionDef,
  type Domain,
  type EntityDef,
  type EventAction,
} from '@portico/contracts';
import { bodySchema, type Json } from './json-schema';
import { recordSchema } from './record-schema';

/**
 * The event contract, generated from the same catalogue as the OpenAPI document: every event a
 * domain publishes on JetStream (`<domain>.<entity>.<pastTense>`, its actions' events, its
 * notices) and its state stream (ADR 0021). Committed as docs/api/asyncapi.json beside
 * openapi.json (`npm run openapi` writes both); a test fails when it is stale, and the contract
 * check fails a change that breaks what another domain consumes.
 */

const ATTACHMENT_EVENTS: readonly EventAction[] = ['attachmentAdded', 'attachmentRemoved'];
const GENERIC_EVENTS = EVENT_ACTIONS.filter((e) => !ATTACHMENT_EVENTS.includes(e));

/** The envelope every domain event travels in (`DomainEvent`), its `data` given per message. */
function envelope(data: Json, withMeta: boolean): Json {
  return {
    type: 'object',
    required: ['id', 'subject', 'occurredAt', 'data'],
    properties: {
      id: { type: 'string', format: 'uuid', description: 'The outbox row id, also the Nats-Msg-Id' },
      subject: { type: 'string' },
      occurredAt: { type: 'string', format: 'date-time' },
      actor: { type: 'string' },
      orgId: { type: ['string', 'null'] },
      data,
      ...(withMeta
        ? {
            meta: {
              type: 'object',
              required: ['action'],
              properties: {
                action: { type: 'string' },
                from: { type: 'string' },
                to: { type: 'string' },
                reason: { type: 'string' },
                input: { type: 'object' },
              },
            },
          }
        : {}),
    },
  };
}

const recordRef = (def: EntityDef) => ({ $ref: `#/components/schemas/${def.name}` });

interface EventDoc {
  subject: string;
  domain: Domain;
  summary: string;
  payload: Json;
  /** A copy on an action's old subject, published for one release (ADR 0087). */
  deprecated?: boolean;
}

function genericEvents(def: EntityDef): EventDoc[] {
  return GENERIC_EVENTS.map((event) => ({
    subject: eventSubject(def.domain, def.name, event),
    domain: def.domain,
    summary: `A ${def.title.en.toLowerCase()} was ${event}; data is the record after the change`,
    payload: envelope(recordRef(def), false),
  }));
}

function attachmentEvents(def: EntityDef): EventDoc[] {
  const data = {
    type: 'object',
    required: ['id', 'attachmentId'],
    properties: {
      id: { type: 'string', format: 'uuid', description: 'The record’s id' },
      attachmentId: { type: 'string', format: 'uuid' },
    },
    additionalProperties: true,
  };
  return ATTACHMENT_EVENTS.map((event) => ({
    subject: eventSubject(def.domain, def.name, event),
    domain: def.domain,
    summary: `A file was ${event === 'attachmentAdded' ? 'attached to' : 'removed from'} a ${def.title.en.toLowerCase()} (ADR 0022)`,
    payload: envelope(data, false),
  }));
}

function actionEvent(action: ActionDef): EventDoc {
  return {
    subject: actionEventSubject(action),
    domain: action.entity.domain,
    summary: `${action.label.en}: from ${action.from.join(', ')}${action.to ? ` to ${action.to}` : ''} (ADR 0020)`,
    payload: envelope(recordRef(action.entity), true),
  };
}

/** The relay's copy of an action's event on its subject before ADR 0087, while consumers move. */
function legacyActionEvent(action: ActionDef): EventDoc[] {
  const legacy = legacyActionEventOf(actionEventSubject(action));
  if (!legacy) return [];
  return [
    {
      subject: legacy,
      domain: action.entity.domain,
      summary: `Deprecated: a copy of ${actionEventSubject(action)} (same event id, header ${LEGACY_COPY_HEADER}) for consumers not yet moved; published for one release (ADR 0087)`,
      payload: envelope(recordRef(action.entity), true),
      deprecated: true,
    },
  ];
}

function noticeEvent(domain: Domain): EventDoc {
  return {
    subject: noticeSubject(domain),
    domain,
    summary: 'A notice for people of the org, delivered by the community service (ADR 0038)',
    payload: envelope(bodySchema(noticeEventSchema), false),
  };
}

/** Every event of the given entities and actions, by subject, in a stable order. */
export function eventsOf(entities: readonly EntityDef[], actions: readonly ActionDef[], domains: readonly Domain[]): EventDoc[] {
  return [
    ...entities.flatMap(genericEvents),
    ...entitiesWithAttachments(entities).flatMap(attachmentEvents),
    ...actions.map(actionEvent),
    ...actions.flatMap(legacyActionEvent),
    ...domains.map(noticeEvent),
  ];
}

const ref = (path: string) => ({
  $ref: `#/${path
    .split('/')
    .map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('/')}`,
});

export function buildAsyncApi(entities: readonly EntityDef[] = ENTITIES, actions: readonly ActionDef[] = ACTIONS): Json {
  const domains = DOMAINS.filter((d) => entities.some((e) => e.domain === d));
  const channels: Record<string, Json> = {};
  const operations: Record<string, Json> = {};
  const messages: Record<string, Json> = {};
  for (const event of eventsOf(entities, actions, domains)) {
    messages[event.subject] = { name: event.subject, summary: event.summary, payload: event.payload };
    channels[event.subject] = {
      address: event.subject,
      'x-domain': event.domain,
      'x-stream': eventStreamName(event.domain),
      ...(event.deprecated ? { 'x-deprecated': true } : {}),
      messages: { [event.subject]: ref(`components/messages/${event.subject}`) },
    };
    operations[`${event.subject}.publish`] = { action: 'send', 'x-domain': event.domain, channel: ref(`channels/${event.subject}`) };
  }
  // The state stream (ADR 0021): the latest event of each record, one subject per record.
  for (const def of entities) {
    const id = `${def.domain}.state.${def.name}`;
    messages[id] = { name: id, summary: `The latest event of one ${def.title.en.toLowerCase()}`, payload: envelope(recordRef(def), true) };
    channels[id] = {
      address: `${def.domain}.state.${def.name}.{id}`,
      'x-domain': def.domain,
      'x-stream': stateStreamName(def.domain),
      parameters: { id: { description: 'The record’s id' } },
      messages: { [id]: ref(`components/messages/${id}`) },
    };
    operations[`${id}.publish`] = { action: 'send', 'x-domain': def.domain, channel: ref(`channels/${id}`) };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Portico events',
      version: '1',
      description:
        'What each domain publishes on NATS JetStream, generated from the entity catalogue. Every channel names its domain (x-domain) and the stream that keeps it (x-stream).',
    },
    defaultContentType: 'application/json',
    channels,
    operations,
    components: {
      schemas: Object.fromEntries(entities.map((def) => [def.name, recordSchema(def)])),
      messages,
    },
  };
}
