/**
 * NATS subject conventions. Requests: `<domain>.<entity>.<action>`; events (JetStream): the
 * generic kit's `<domain>.<entity>.<pastTense>` (a fixed vocabulary, bound by wildcard) and
 * declared actions' `<domain>.event.<entity>.<pastTense>` (ADR 0087). The vocabularies never
 * overlap, so a stream can bind the event subjects without swallowing requests.
 */
export const DOMAINS = ['people', 'community', 'maintenance', 'billing'] as const;
export type Domain = (typeof DOMAINS)[number];

/** How a person names each domain's part of the product (messages never show a subject). */
export const DOMAIN_AREAS: Record<Domain, { en: string; es: string }> = {
  people: { en: 'People and properties', es: 'Personas y propiedades' },
  community: { en: 'Community', es: 'Comunidad' },
  maintenance: { en: 'Maintenance', es: 'Mantenimiento' },
  billing: { en: 'Billing', es: 'Facturación' },
};

/** The area of the product a subject belongs to, in English; undefined for a subject of no domain. */
export function domainAreaOf(subject: string): string | undefined {
  const domain = subject.split('.')[0] as Domain;
  return DOMAINS.includes(domain) ? DOMAIN_AREAS[domain].en : undefined;
}

/**
 * The generic kit's request verbs. Declared actions (ADR 0020) add their own verbs per entity
 * (`people.joinRequest.approve`, see `actionSubject`) and past-tense events
 * (`people.event.joinRequest.approved`, ADR 0087).
 */
export const REQUEST_ACTIONS = ['list', 'read', 'create', 'update', 'archive', 'restore', 'delete'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

// `attachmentAdded`/`attachmentRemoved`: a file was attached to or removed from a record (ADR 0022).
export const EVENT_ACTIONS = ['created', 'updated', 'archived', 'restored', 'deleted', 'attachmentAdded', 'attachmentRemoved'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

export const EVENT_OF: Partial<Record<RequestAction, EventAction>> = {
  create: 'created',
  update: 'updated',
  archive: 'archived',
  restore: 'restored',
  delete: 'deleted',
};

export function requestSubject(domain: Domain, entity: string, action: string): string {
  return `${domain}.${entity}.${action}`;
}

export function eventSubject(domain: Domain, entity: string, event: EventAction): string {
  return `${domain}.${entity}.${event}`;
}

/** JetStream stream that holds one domain's events. */
export function eventStreamName(domain: Domain): string {
  return `${domain.toUpperCase()}_EVENTS`;
}

/**
 * One notice mechanism for every domain (ADR 0038): a domain that wants a person told of
 * something publishes a notice event in its write transaction (outbox); the community service,
 * which owns the inbox, consumes it and delivers it once per recipient to their console inbox
 * (the bell) and, when they have an address, by mail. No domain mails a person a notice by
 * itself, so whatever a person is mailed also reaches their inbox.
 */
export const NOTICE_EVENT = 'requested';

/** `<domain>.notice.requested`: its own subject, bound by the domain's event stream. */
export function noticeSubject(domain: Domain): string {
  return `${domain}.notice.${NOTICE_EVENT}`;
}

/**
 * The token that opens declared actions' events (ADR 0087): `<domain>.event.<entity>.<pastTense>`.
 * Their verbs are open (each action names its own), so they live where no request can: the
 * gateway, which may publish requests, is denied this namespace by one wildcard whatever
 * actions a domain deploys later.
 */
export const ACTION_EVENT_TOKEN = 'event';

/** `maintenance.event.order.completed` */
export function actionEventSubjectOf(domain: Domain, entity: string, event: string): string {
  return `${domain}.${ACTION_EVENT_TOKEN}.${entity}.${event}`;
}

/**
 * Every declared action's event of a domain, present and future. Exactly four tokens: a stream
 * may not bind overlapping subjects, and `<domain>.event.>` would overlap `<domain>.*.created`.
 */
export function actionEventsWildcard(domain: Domain): string {
  return `${domain}.${ACTION_EVENT_TOKEN}.*.*`;
}

/**
 * Names the subject namespaces take after the domain (`<domain>.state.…`, `<domain>.event.…`,
 * `<domain>.notice.requested`, `<domain>.health.ping`): no entity may be named so.
 */
export const RESERVED_ENTITY_NAMES: ReadonlySet<string> = new Set([ACTION_EVENT_TOKEN, 'state', 'notice', 'health']);

/** The generic record events by wildcard, the domain's notices (ADR 0038) and its actions' events. */
export function eventStreamSubjects(domain: Domain): string[] {
  return [...EVENT_ACTIONS.map((event) => `${domain}.*.${event}`), noticeSubject(domain), actionEventsWildcard(domain)];
}

/** What an event's subject says: whose, about which entity, what happened. */
export interface EventSubjectParts {
  domain: Domain;
  entity: string;
  event: string;
}

/**
 * Reads an event subject of either shape: `<domain>.<entity>.<event>` (generic events, and
 * actions' events written before ADR 0087, still in outboxes and histories) or
 * `<domain>.event.<entity>.<event>`. Undefined for anything else.
 */
export function parseEventSubject(subject: string): EventSubjectParts | undefined {
  const tokens = subject.split('.');
  const domain = tokens[0] as Domain;
  if (!DOMAINS.includes(domain)) return undefined;
  if (tokens.length === 4 && tokens[1] === ACTION_EVENT_TOKEN) return { domain, entity: tokens[2]!, event: tokens[3]! };
  if (tokens.length === 3) return { domain, entity: tokens[1]!, event: tokens[2]! };
  return undefined;
}

/**
 * Whose event streams each service consumes through JetStream. NATS permissions are generated
 * from it (ADR 0013): a service may bind consumers only on these streams and its own. A test
 * fails when a service subscribes to a source not listed here.
 */
export const EVENT_SOURCES: Record<Domain, readonly Domain[]> = {
  people: [],
  // Community owns the inbox: it delivers the notices every other domain publishes (ADR 0038).
  community: ['people', 'maintenance', 'billing'],
  maintenance: [],
  billing: ['community', 'maintenance'],
};

/** Queue group shared by every replica of one domain service. */
export function queueGroup(domain: Domain): string {
  return `${domain}-service`;
}

/** Header names carried on every request. */
export const HEADERS = {
  authorization: 'authorization',
  correlationId: 'x-correlation-id',
  traceparent: 'traceparent',
  tracestate: 'tracestate',
  /** A platform administrator viewing the console as another user (read-only, audited). */
  viewAs: 'x-portico-view-as',
} as const;

/** Default request-reply timeout; the gateway maps expiry to 504. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 5000;

/** CSV import steps of an entity: `<domain>.<entity>.import.<step>` (never an event subject). */
export function importSubject(domain: Domain, entity: string, step: string): string {
  return `${domain}.${entity}.import.${step}`;
}

/**
 * The cheap request every domain service answers (no token, no database): the gateway's
 * readiness asks each domain, so "no responders" shows while a service is down.
 */
export function healthSubject(domain: Domain): string {
  return `${domain}.health.ping`;
}

/**
 * The latest state of each record of a domain (ADR 0021): the outbox relay publishes every
 * record event here too, under one subject per record, and the stream keeps one message per
 * subject with no age limit. Exactly four tokens, so it never overlaps `<domain>.*.<event>`.
 */
export function stateStreamName(domain: Domain): string {
  return `${domain.toUpperCase()}_STATE`;
}

export function stateStreamSubjects(domain: Domain): string[] {
  return [`${domain}.state.*.*`];
}

export function stateSubject(domain: Domain, entity: string, id: string): string {
  return `${domain}.state.${entity}.${id}`;
}

/**
 * `<domain>.mirror.<entity>.applied`: plain NATS, never streamed. The replica that applied other
 * domains' states of `entity` to the domain's mirror says so once the change is committed, so
 * every replica forgets the names of it that it remembered (ADR 0092). Four tokens, and not
 * `state` or `event`, so no stream binds it.
 */
export function mirrorAppliedSubject(domain: Domain, entity: string): string {
  return `${domain}.mirror.${entity}.applied`;
}

/** Every `mirrorAppliedSubject` of a domain. */
export function mirrorAppliedWildcard(domain: Domain): string {
  return `${domain}.mirror.*.applied`;
}

/** A record's history (ADR 0021): `<domain>.<entity>.history`, read with the entity's read slug. */
export function historySubject(domain: Domain, entity: string): string {
  return `${domain}.${entity}.history`;
}
