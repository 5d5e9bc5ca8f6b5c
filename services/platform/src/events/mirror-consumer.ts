import type { ConsumerMessages, JsMsg, NatsConnection } from 'nats';
import { mirrorAppliedSubject, stateStreamName, stateSubject, type Domain, type DomainEvent } from '@portico/contracts';
import type { MirrorStore } from '../resources/mirror-store';
import type { Logger } from '../observability/logger';
import { consumerName } from './event-consumer';
import { ensureDurableConsumer, eventCodec, isConsumerNotFound, isStreamNotFound } from './jetstream';
import { reportWhenCaughtUp } from './caught-up';
import { isTransientJetStreamError } from './jetstream-retry';

const RETRY_MS = 1000;

/**
 * Keeps a service's mirrors (ADR 0021) by following the source domains' state streams: one
 * durable consumer per mirrored entity, reading from the stream's start. The stream holds each
 * record's latest state, so a new consumer backfills every record however old, then follows
 * live. A mirror found empty at start (new service, wiped table) gets its consumer recreated,
 * which replays the stream. No inbox: applying a state is idempotent by version.
 */
export class MirrorConsumer {
  private readonly messages: ConsumerMessages[] = [];
  private readonly loops: Promise<void>[] = [];
  private readonly waiting = new Set<NodeJS.Timeout>();
  private stopped = false;
  /** Deliveries not applied yet; bounded by the consumers' max ack pending. */
  private readonly queue: JsMsg[] = [];
  private draining: Promise<void> | undefined;

  constructor(
    private readonly nc: NatsConnection,
    private readonly domain: Domain,
    private readonly store: MirrorStore,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    for (const def of this.store.entities) {
      // A busy or electing cluster answers late: bind in the background rather than fail the start.
      const attached = await this.attach(def.domain, def.name).catch((err: unknown) => {
        // Not now: JetStream busy, or the consumer replaced by another replica between two calls.
        if (isTransientJetStreamError(err) || isConsumerNotFound(err)) return false;
        throw err;
      });
      if (!attached) this.retryLater(def.domain, def.name);
    }
  }

  private async attach(source: Domain, entity: string): Promise<boolean> {
    const stream = stateStreamName(source);
    const filter = stateSubject(source, entity, '*');
    const name = consumerName(this.domain, 'mirror', filter);
    try {
      if ((await this.store.count(entity)) === 0) {
        // An emptied mirror reads its source again from the start. Only a consumer that already
        // had deliveries applied is reset: one that applied nothing may be the one another
        // replica, starting beside this one, has just made (deleting it ended that replica).
        const jsm = await this.nc.jetstreamManager();
        const info = await jsm.consumers.info(stream, name).catch((err: unknown) => {
          if (isStreamNotFound(err)) throw err;
          return undefined;
        });
        if (info && info.ack_floor.stream_seq > 0)
          await jsm.consumers.delete(stream, name).catch((err: unknown) => {
            if (isStreamNotFound(err)) throw err;
          });
      }
      await ensureDurableConsumer(this.nc, stream, name, filter);
    } catch (err) {
      if (isStreamNotFound(err)) return false;
      throw err;
    }
    if (this.stopped) return true;
    const consumer = await this.nc.jetstream().consumers.get(stream, name);
    const messages = await consumer.consume({ max_messages: 256 });
    this.messages.push(messages);
    this.loops.push(
      (async () => {
        for await (const msg of messages) {
          this.queue.push(msg);
          this.drain();
        }
      })(),
    );
    reportWhenCaughtUp(this.nc, stream, name, this.log, () => this.stopped);
    return true;
  }

  private retryLater(source: Domain, entity: string): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.waiting.delete(timer);
      this.attach(source, entity)
        .then((attached) => attached || this.retryLater(source, entity))
        .catch((err: unknown) => {
          this.log.error({ err, entity }, 'binding a mirror consumer failed; retrying');
          this.retryLater(source, entity);
        });
    }, RETRY_MS);
    this.waiting.add(timer);
  }

  /**
   * Applies what has arrived while the previous transaction ran, in one transaction: one
   * message at a time when following live, hundreds at once during a backfill.
   */
  private drain(): void {
    if (this.draining) return;
    this.draining = (async () => {
      while (this.queue.length > 0) await this.handle(this.queue.splice(0, 500));
    })().finally(() => {
      this.draining = undefined;
      // A delivery that arrived between the loop's last check and here.
      if (this.queue.length > 0 && !this.stopped) this.drain();
    });
  }

  /** Applies deliveries in order, in one transaction; acks them once it committed. */
  async handle(msgs: Pick<JsMsg, 'data' | 'subject' | 'ack' | 'nak'>[]): Promise<void> {
    try {
      const changed = await this.store.transaction((tx) =>
        this.store.applyMany(
          msgs.map((msg) => eventCodec.decode(msg.data) as DomainEvent),
          tx,
        ),
      );
      for (const msg of msgs) msg.ack();
      // Committed: every replica may forget the names it kept of these entities (ADR 0092).
      // State subjects are `<source>.state.<entity>.<id>`.
      if (changed > 0)
        for (const entity of new Set(msgs.map((msg) => msg.subject.split('.')[2]!)))
          this.nc.publish(mirrorAppliedSubject(this.domain, entity));
    } catch (err) {
      this.log.error({ err, subjects: msgs.map((m) => m.subject) }, 'mirror update failed; will be redelivered');
      for (const msg of msgs) msg.nak(1000);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.waiting) clearTimeout(timer);
    this.waiting.clear();
    for (const messages of this.messages) await messages.close();
    await Promise.all(this.loops.map((loop) => loop.catch(() => undefined)));
    await this.draining;
  }
}
