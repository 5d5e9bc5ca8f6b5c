import type { JsMsg, NatsConnection, ConsumerMessages } from 'nats';
import { eventStreamName, type DomainEvent, type Domain } from '@portico/contracts';
import type { Db } from '../db/database';
import { inboxTable } from '../db/messaging-tables';
import { ensureDurableConsumer, eventCodec, isStreamNotFound } from './jetstream';
import { reportWhenCaughtUp } from './caught-up';
import { isTransientJetStreamError } from './jetstream-retry';
import type { Logger } from '../observability/logger';
import { extractTraceContext, withSpan, SpanKind } from '../observability/tracing';

export type EventHandler = (event: DomainEvent, tx: Db) => Promise<void>;

export interface EventSubscription {
  /** Domain whose events are consumed (its service creates and owns the stream). */
  source: Domain;
  /** Purpose of the subscription, unique within the consuming service (part of consumer names). */
  durable: string;
  /**
   * Event subjects to consume. Each gets its own durable consumer (see `consumerName`) because
   * a filter must be a subset of the stream's subjects; handlers must therefore tolerate events
   * of one record arriving out of order across subjects (compare versions).
   */
  filterSubjects: string[];
  handler: EventHandler;
}

/**
 * The durable consumer of one subject for one purpose of one service:
 * `<consuming domain>__<purpose>__<subject>`, with the characters a consumer name may not
 * hold (`.`, `*`, `>`, whitespace, path separators) spelled out. Naming by the whole subject
 * keeps `x.property.created` and `x.unit.created` apart.
 */
export function consumerName(consumingDomain: string, purpose: string, filterSubject: string): string {
  const subject = filterSubject
    .split('.')
    .map((token) => (token === '*' ? 'ANY' : token === '>' ? 'REST' : token))
    .join('_');
  return `${consumingDomain}__${purpose}__${subject}`.replace(/[^\w-]/g, '-');
}

/** The name consumers had before `consumerName` (last subject token only): removed on start. */
function legacyConsumerName(purpose: string, filterSubject: string): string {
  return `${purpose}-${filterSubject.split('.').pop()}`.replace(/[^\w-]/g, '_');
}

const RETRY_MS = 1000;

/**
 * Consumes a JetStream subject idempotently: the event's id goes into the inbox in the same
 * transaction as the handler's effect, so a redelivery finds it and changes nothing.
 */
export class EventConsumer {
  private readonly messages: ConsumerMessages[] = [];
  private readonly loops: Promise<void>[] = [];
  private readonly waiting = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly nc: NatsConnection,
    private readonly db: Db,
    private readonly domain: string,
    private readonly subscription: EventSubscription,
    private readonly log: Logger,
  ) {}

  /**
   * Binds one consumer per subject. The source stream belongs to its producer, which may not
   * be up yet (services start in any order and may not create each other's streams): a
   * subject whose stream is missing is retried in the background until it appears.
   */
  async start(): Promise<void> {
    this.stopped = false;
    for (const filterSubject of this.subscription.filterSubjects) {
      // A busy or electing cluster answers late: bind in the background rather than fail the start.
      const attached = await this.attach(filterSubject).catch((err: unknown) => {
        if (isTransientJetStreamError(err)) return false;
        throw err;
      });
      if (!attached) this.retryLater(filterSubject);
    }
  }

  private async attach(filterSubject: string): Promise<boolean> {
    const { source, durable } = this.subscription;
    const stream = eventStreamName(source);
    const name = consumerName(this.domain, durable, filterSubject);
    try {
      await ensureDurableConsumer(this.nc, stream, name, filterSubject);
    } catch (err) {
      if (isStreamNotFound(err)) return false;
      throw err;
    }
    await this.removeLegacyConsumer(stream, legacyConsumerName(durable, filterSubject));
    if (this.stopped) return true;
    const consumer = await this.nc.jetstream().consumers.get(stream, name);
    const messages = await consumer.consume({ max_messages: 64 });
    this.messages.push(messages);
    this.loops.push(
      (async () => {
        for await (const msg of messages) await this.handle(msg);
      })(),
    );
    reportWhenCaughtUp(this.nc, stream, name, this.log, () => this.stopped);
    return true;
  }

  private retryLater(filterSubject: string): void {
    if (this.stopped) return;
    if (!this.waiting.has(filterSubject)) this.log.info({ subject: filterSubject }, 'event stream not there yet; waiting for its producer');
    const timer = setTimeout(() => {
      this.waiting.delete(filterSubject);
      this.attach(filterSubject)
        .then((attached) => attached || this.retryLater(filterSubject))
        .catch((err: unknown) => {
          this.log.error({ err, subject: filterSubject }, 'binding an event consumer failed; retrying');
          this.retryLater(filterSubject);
        });
    }, RETRY_MS);
    this.waiting.set(filterSubject, timer);
  }

  private async removeLegacyConsumer(stream: string, legacy: string): Promise<void> {
    const jsm = await this.nc.jetstreamManager();
    await jsm.consumers.delete(stream, legacy).catch(() => false);
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
    this.stopped = true;
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
    for (const messages of this.messages) await messages.close();
    await Promise.all(this.loops.map((loop) => loop.catch(() => undefined)));
  }
}
