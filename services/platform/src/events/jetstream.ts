import { AckPolicy, DeliverPolicy, JSONCodec, type JetStreamManager, type NatsConnection, RetentionPolicy, StorageType } from 'nats';
import { eventStreamName, eventStreamSubjects, type Domain } from '@portico/contracts';

export const eventCodec = JSONCodec<unknown>();

/** Creates (or updates) the domain's event stream. Duplicate window backs outbox retries. */
export async function ensureEventStream(nc: NatsConnection, domain: Domain): Promise<void> {
  const jsm: JetStreamManager = await nc.jetstreamManager();
  const config = {
    name: eventStreamName(domain),
    subjects: eventStreamSubjects(domain),
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    duplicate_window: 2 * 60 * 1_000_000_000, // nanoseconds
    max_age: 30 * 24 * 3600 * 1_000_000_000,
  };
  try {
    await jsm.streams.info(config.name);
    await jsm.streams.update(config.name, config);
  } catch {
    await jsm.streams.add(config);
  }
}

export async function ensureDurableConsumer(nc: NatsConnection, stream: string, durable: string, filterSubject: string): Promise<void> {
  const jsm = await nc.jetstreamManager();
  try {
    await jsm.consumers.info(stream, durable);
  } catch {
    await jsm.consumers.add(stream, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: filterSubject,
      ack_wait: 30 * 1_000_000_000,
      max_deliver: -1,
    });
  }
}
