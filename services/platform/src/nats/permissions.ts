import {
  DOMAINS,
  EVENT_ACTIONS,
  EVENT_SOURCES,
  LEGACY_ACTION_EVENTS,
  REGISTRY_BUCKET,
  eventStreamName,
  eventStreamSubjects,
  mirrorSourcesOf,
  registrySubject,
  stateStreamName,
  stateStreamSubjects,
  type Domain,
} from '@portico/contracts';
import { ACCESS_CHANGED_SUBJECT, ACCESS_RESOLVE_SUBJECT, ACCESS_VIEW_AS_SUBJECT } from '../auth/access-resolver';
import { defaultInboxPrefix } from './connect';
import { CATALOGUE_LEARN_SUBJECT } from '../registry/domain-registry';
import { GATEWAY_LIMITS_BUCKET } from './shared-window-counter';

/** Who connects to NATS: the gateway or one domain service. */
export type NatsIdentity = 'gateway' | Domain;

export const NATS_IDENTITIES: readonly NatsIdentity[] = ['gateway', ...DOMAINS];

/** A user's subject permissions, in nats-server's configuration shape. */
export interface NatsPermissions {
  publish: { allow: string[]; deny?: string[] };
  subscribe: { allow: string[]; deny?: string[] };
  /** May answer the requests it receives (once each), whatever their reply subject. */
  allow_responses?: boolean;
}

/**
 * What only a domain's service may publish: its events, all by wildcard, declared actions'
 * included whatever the domain deploys later (ADR 0087), and the frozen old action subjects the
 * relay still copies to. Nothing here is compiled from the catalogue.
 */
function eventSubjects(domain: Domain): string[] {
  return [...eventStreamSubjects(domain), ...LEGACY_ACTION_EVENTS[domain]];
}

/** Events every process watches to drop cached access (plain NATS, see CachedAccessResolver). */
const ACCESS_EVENTS = [ACCESS_CHANGED_SUBJECT, ...EVENT_ACTIONS.flatMap((event) => [`people.user.${event}`, `people.userType.${event}`])];

/** JetStream API calls that bind, read and acknowledge durable consumers on one stream. */
function consumerApi(stream: string): string[] {
  return [
    `$JS.API.CONSUMER.CREATE.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}.>`,
    `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.*`,
    `$JS.API.CONSUMER.INFO.${stream}.*`,
    `$JS.API.CONSUMER.DELETE.${stream}.*`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.*`,
    `$JS.API.CONSUMER.LIST.${stream}`,
    `$JS.API.CONSUMER.NAMES.${stream}`,
    `$JS.ACK.${stream}.>`,
  ];
}

/**
 * JetStream API calls of an ordered, ephemeral reader (ADR 0018's push fan-out): it looks the
 * stream up, creates and recreates its own consumer, and pulls. No acks, no durable consumers.
 */
function streamReader(stream: string): string[] {
  return [
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}.>`,
    `$JS.API.CONSUMER.INFO.${stream}.*`,
    `$JS.API.CONSUMER.DELETE.${stream}.*`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.*`,
  ];
}

/** The gateway replicas' shared request budgets: one key-value bucket, created and counted in by them only. */
function limitsBucket(): string[] {
  const stream = `KV_${GATEWAY_LIMITS_BUCKET}`;
  return [
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.STREAM.CREATE.${stream}`,
    `$JS.API.STREAM.MSG.GET.${stream}`,
    `$JS.API.DIRECT.GET.${stream}.>`,
    `$KV.${GATEWAY_LIMITS_BUCKET}.>`,
  ];
}

/**
 * The domain registry (ADR 0061): every process may open (create) the bucket and read it through
 * an ordered consumer; a domain service writes only its own key and announces only its own
 * manifest.
 */
function registryReader(): string[] {
  const stream = `KV_${REGISTRY_BUCKET}`;
  return [
    `$JS.API.STREAM.CREATE.${stream}`,
    `$JS.API.STREAM.MSG.GET.${stream}`,
    `$JS.API.DIRECT.GET.${stream}.>`,
    `$JS.FC.${stream}.>`,
    // Ask a running domain for its manifest.
    'portico.registry.*.get',
    ...streamReader(stream),
  ];
}

function registryWriter(domain: Domain): string[] {
  return [`$KV.${REGISTRY_BUCKET}.${domain}`, registrySubject(domain)];
}

/**
 * The gateway sends requests to every domain, reads its own replies and reads every event
 * stream for push, and shares its rate-limit budgets in one bucket. It may not publish events (the streams would store them as real), change a
 * stream, nor announce access changes.
 */
export function gatewayPermissions(): NatsPermissions {
  return {
    publish: {
      allow: [
        ...DOMAINS.map((domain) => `${domain}.>`),
        '$JS.API.INFO',
        ...DOMAINS.map(eventStreamName).flatMap(streamReader),
        ...limitsBucket(),
        ...registryReader(),
      ],
      deny: [...DOMAINS.flatMap(eventSubjects), ...DOMAINS.flatMap(stateStreamSubjects), ACCESS_CHANGED_SUBJECT],
    },
    subscribe: { allow: [`${defaultInboxPrefix('gateway')}.>`, ...ACCESS_EVENTS] },
  };
}

/**
 * A domain service serves its own subjects, answers what it receives, publishes in its own
 * namespace (its events) and manages its own streams; it asks the people service for access, consumes the
 * streams of EVENT_SOURCES and reads the state streams of the domains it mirrors — nothing else.
 */
export function servicePermissions(domain: Domain): NatsPermissions {
  const own = eventStreamName(domain);
  const consumed = EVENT_SOURCES[domain].map(eventStreamName);
  // The state streams of the domains whose records it mirrors (ADR 0021), derived from the catalogue.
  const ownState = stateStreamName(domain);
  const mirrored = mirrorSourcesOf(domain).map(stateStreamName);
  return {
    publish: {
      allow: [
        // Its whole namespace, events and state included, not a list compiled from the catalogue:
        // a release that adds an action event may publish it without the launcher or the NATS
        // accounts being rebuilt (ADR 0073). Its requests go to its own queue group anyway.
        `${domain}.>`,
        ...(domain === 'people' ? [ACCESS_CHANGED_SUBJECT] : [ACCESS_RESOLVE_SUBJECT, ACCESS_VIEW_AS_SUBJECT, CATALOGUE_LEARN_SUBJECT]),
        '$JS.API.INFO',
        `$JS.API.STREAM.*.${own}`,
        `$JS.API.STREAM.MSG.GET.${own}`,
        `$JS.API.STREAM.*.${ownState}`,
        ...[own, ...consumed, ...mirrored].flatMap(consumerApi),
        ...registryReader(),
        ...registryWriter(domain),
      ],
    },
    subscribe: { allow: [`${domain}.>`, `${registrySubject(domain)}.get`, `${defaultInboxPrefix(domain)}.>`, ...ACCESS_EVENTS] },
    allow_responses: true,
  };
}

export function natsPermissions(identity: NatsIdentity): NatsPermissions {
  return identity === 'gateway' ? gatewayPermissions() : servicePermissions(identity);
}
