import {
  AckPolicy,
  type ConsumerInfo,
  DeliverPolicy,
  JSONCodec,
  type JetStreamManager,
  type NatsConnection,
  RetentionPolicy,
  StorageType,
} from 'nats';
import {
  LEGACY_ACTION_EVENTS,
  eventStreamName,
  eventStreamSubjects,
  stateStreamName,
  stateStreamSubjects,
  type Domain,
} from '@portico/contracts';

export const eventCodec = JSONCodec<unknown>();

/**
 * Creates (or updates) the domain's event stream. Duplicate window backs outbox retries.
 * `replicas`: copies kept by a NATS cluster (`NATS_STREAM_REPLICAS`); an update scales an
 * existing stream to it.
 */
export async function ensureEventStream(nc: NatsConnection, domain: Domain, replicas = 1): Promise<void> {
  const jsm: JetStreamManager = await nc.jetstreamManager();
  const config = {
    name: eventStreamName(domain),
    // Every subject by wildcard, declared actions' events under `<domain>.event.*.*` (ADR 0087):
    // a release with a new action binds nothing new. The old action subjects stay bound for the
    // relay's copies during the move.
    subjects: [...eventStreamSubjects(domain), ...LEGACY_ACTION_EVENTS[domain]],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    duplicate_window: 2 * 60 * 1_000_000_000, // nanoseconds
    max_age: 30 * 24 * 3600 * 1_000_000_000,
    num_replicas: replicas,
  };
  try {
    await jsm.streams.info(config.name);
    await jsm.streams.update(config.name, config);
  } catch {
    await jsm.streams.add(config);
  }
}

/**
 * Creates (or updates) the domain's state stream (ADR 0021): one message per record subject,
 * kept without age limit, so a mirror that starts empty reads every record's latest state
 * however old. Returns how many messages it holds (0: fill it from the outbox).
 */
export async function ensureStateStream(nc: NatsConnection, domain: Domain, replicas = 1): Promise<number> {
  const jsm: JetStreamManager = await nc.jetstreamManager();
  const config = {
    name: stateStreamName(domain),
    subjects: stateStreamSubjects(domain),
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    max_msgs_per_subject: 1,
    duplicate_window: 2 * 60 * 1_000_000_000,
    num_replicas: replicas,
  };
  try {
    await jsm.streams.info(config.name);
    const info = await jsm.streams.update(config.name, config);
    return info.state.messages;
  } catch {
    const info = await jsm.streams.add(config);
    return info.state.messages;
  }
}

/** JetStream's answer when the stream a consumer is bound to does not exist (yet). */
export function isStreamNotFound(err: unknown): boolean {
  const api = (err as { api_error?: { err_code?: number } } | undefined)?.api_error;
  return api?.err_code === 10059 || (err instanceof Error && /stream not found/i.test(err.message));
}

/** JetStream's "consumer not found" (JSConsumerNotFoundErr). */
export function isConsumerNotFound(err: unknown): boolean {
  return (err as { api_error?: { err_code?: number } } | undefined)?.api_error?.err_code === 10014;
}

/**
 * Creates the durable consumer, or brings an existing one to `filterSubject`: a consumer left
 * with an old filter would silently deliver the wrong subject. The server updates the filter in
 * place where it can; otherwise the consumer is recreated, which replays the stream into the
 * inbox, where events already handled are recognised and skipped.
 */
export async function ensureDurableConsumer(nc: NatsConnection, stream: string, durable: string, filterSubject: string): Promise<void> {
  const jsm = await nc.jetstreamManager();
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: filterSubject,
    ack_wait: 30 * 1_000_000_000,
    max_deliver: -1,
  };
  let existing: ConsumerInfo | undefined;
  try {
    existing = await jsm.consumers.info(stream, durable);
  } catch (err) {
    if (isStreamNotFound(err)) throw err;
  }
  if (!existing) {
    await jsm.consumers.add(stream, config);
    return;
  }
  if (existing.config.filter_subject === filterSubject) return;
  try {
    await jsm.consumers.update(stream, durable, { filter_subject: filterSubject });
  } catch {
    await jsm.consumers.delete(stream, durable);
    await jsm.consumers.add(stream, config);
  }
}
