import type { JsMsg, NatsConnection, ConsumerMessages } from 'nats';
import { eventStreamName, type DomainEvent, type Domain } from '@portico/contracts';
import type { Db } from '../db/database';
import { inboxTable } from '../db/messaging-tables';
import { ensureDurableConsumer, ensureEventStream, eventCodec } from './jetstream';
import type { Logger } from '../observability/logger';
import { extractTraceContext, withSpan, SpanKind } from '../observability/tracing';

export type EventHandler = (event: DomainEvent, tx: Db) => Promise<void>;

export interface EventSubscription {
  /** Domain whose events are consumed; its stream is created here if it does not exist yet. */
  source: Domain;
  /** Durable consumer name, unique per consuming service and purpose. */
  durable: string;
  /**
   * Event subjects to consume. Each gets its own durable (`<durable>-<event>`) because a
   * filter must be a subset of the stream's subjects; handlers must therefore tolerate
   * events of one record arriving out of order across subjects (compare versions).
   */
  filterSubjects: string[];
  handler: EventHandler;
}

/**
 * Consumes a JetStream subject idempotently: the event's id goes into the inbox in the same
 * transaction as the handler's effect, so a redelivery finds it and changes nothing.
 */
export class EventConsumer {
  private readonly messages: ConsumerMessages[] = [];
  private readonly loops: Promise<void>[] = [];

  constructor(
    private readonly nc: NatsConnection,
    private readonly db: Db,
    private readonly domain: string,
    private readonly subscription: EventSubscription,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    const { source, durable, filterSubjects } = this.subscription;
    // Services start in any order: the consumer must not depend on the producer being up.
    await ensureEventStream(this.nc, source);
    const stream = eventStreamName(source);
    for (const filterSubject of filterSubjects) {
      const name = `${durable}-${filterSubject.split('.').pop()}`.replace(/[^\w-]/g, '_');
      await ensureDurableConsumer(this.nc, stream, name, filterSubject);
      const consumer = await this.nc.jetstream().consumers.get(stream, name);
      const messages = await consumer.consume({ max_messages: 64 });
      this.messages.push(messages);
      this.loops.push(
        (async () => {
          for await (const msg of messages) await this.handle(msg);
        })(),
      );
    }
  }

  /** Handles one delivery; returns whether the effect was applied (false for a duplicate). */
  async handle(msg: Pick<JsMsg, 'data' | 'headers' | 'subject' | 'ack' | 'nak'>): Promise<boolean> {
    const event = eventCodec.decode(msg.data) as DomainEvent;
    // The event id is the outbox row id and the Nats-Msg-Id: one identity however it arrives.
    const messageId = event.id || msg.headers?.get('Nats-Msg-Id') || '';
    try {
      const applied = await withSpan(`consume ${msg.subject}`, { kind: SpanKind.CONSUMER, parent: extractTraceContext(msg.headers) }, () =>
        this.db.transaction(async (tx) => {
          const inbox = inboxTable(this.domain);
          const inserted = await tx
            .insert(inbox)
            .values({ messageId, subject: msg.subject })
            .onConflictDoNothing()
            .returning({ id: inbox.messageId });
          if (inserted.length === 0) return false;
          await this.subscription.handler(event, tx as unknown as Db);
          return true;
        }),
      );
      msg.ack();
      return applied;
    } catch (err) {
      this.log.error({ err, subject: msg.subject, messageId }, 'event handler failed; will be redelivered');
      msg.nak(1000);
      return false;
    }
  }

  async stop(): Promise<void> {
    for (const messages of this.messages) await messages.close();
    await Promise.all(this.loops.map((loop) => loop.catch(() => undefined)));
  }
}
