import type { NatsConnection } from 'nats';
import { eventCodec, retryWhileTransient } from '@portico/platform';
import type { DomainEvent } from '@portico/contracts';

/**
 * Every event a stream holds on one subject, read from the start with an ordered consumer:
 * what a consumer would be handed, duplicates included.
 */
export function eventsOnSubject(nc: NatsConnection, stream: string, subject: string): Promise<DomainEvent[]> {
  // A cluster that just lost a node (or a busy machine) may answer the consumer's creation late.
  return retryWhileTransient(`${stream} ${subject}`, () => readAll(nc, stream, subject));
}

async function readAll(nc: NatsConnection, stream: string, subject: string): Promise<DomainEvent[]> {
  const js = nc.jetstream();
  const consumer = await js.consumers.get(stream, { filterSubjects: subject });
  const events: DomainEvent[] = [];
  for (;;) {
    const batch = await consumer.fetch({ max_messages: 500, expires: 2000 });
    let pending = 0;
    let got = 0;
    for await (const msg of batch) {
      got += 1;
      events.push(eventCodec.decode(msg.data) as DomainEvent);
      pending = msg.info.pending;
    }
    if (got === 0 || pending === 0) return events;
  }
}

/** How many times each key occurs. */
export function tally<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
