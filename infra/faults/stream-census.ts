import type { NatsConnection } from 'nats';
import { eventCodec, retryWhileTransient } from '@portico/platform';
import type { DomainEvent } from '@portico/contracts';

/**
 * Every event a stream holds on one subject, read from the start: what a consumer would be
 * handed, duplicates included. Read message by message from the stream itself (the stream API's
 * next-by-subject get), not through a consumer: after a node died, creating a consumer timed out
 * for minutes while the stream itself answered (.bench/faults-nats logs of a failed run).
 */
export function eventsOnSubject(nc: NatsConnection, stream: string, subject: string): Promise<DomainEvent[]> {
  // A cluster that just lost a node (or a busy machine) may answer late: a read is retried.
  return retryWhileTransient(`${stream} ${subject}`, () => readAll(nc, stream, subject));
}

/** JetStream's "no message found" (JSNoMessageFoundErr): past the last one on the subject. */
const NO_MESSAGE_FOUND = 10037;

interface MsgGetAnswer {
  message?: { seq: number; data: string };
  error?: { code: number; err_code: number; description: string };
}

async function readAll(nc: NatsConnection, stream: string, subject: string): Promise<DomainEvent[]> {
  const events: DomainEvent[] = [];
  for (let seq = 1; ;) {
    const reply = await nc.request(`$JS.API.STREAM.MSG.GET.${stream}`, JSON.stringify({ seq, next_by_subj: subject }), { timeout: 5000 });
    const answer = JSON.parse(new TextDecoder().decode(reply.data)) as MsgGetAnswer;
    if (answer.error) {
      if (answer.error.err_code === NO_MESSAGE_FOUND) return events;
      throw Object.assign(new Error(answer.error.description), { api_error: answer.error, code: String(answer.error.code) });
    }
    const message = answer.message!;
    events.push(eventCodec.decode(Buffer.from(message.data, 'base64')) as DomainEvent);
    seq = message.seq + 1;
  }
}

/** How many times each key occurs. */
export function tally<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
