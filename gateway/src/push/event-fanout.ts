import { DeliverPolicy, type ConsumerMessages, type NatsConnection } from 'nats';
import { DOMAINS, eventStreamName, type DomainEvent } from '@portico/contracts';
import { eventCodec, type Logger } from '@portico/platform';

export type EventListener = (event: DomainEvent) => void;

/** Recent events held for streams that reconnect with `Last-Event-ID` (a few minutes of traffic). */
const RECENT_EVENTS = 2000;

/**
 * One JetStream reader per domain for the whole gateway (not one per browser): ordered,
 * ephemeral consumers from "now on", fanned out in memory to the open push streams. A reader
 * whose stream does not exist yet (its service has not started) retries until it does. The last
 * events are held in order, so a stream that reconnects can be given what it missed.
 */
export class EventFanout {
  private readonly listeners = new Set<EventListener>();
  private readonly readers: ConsumerMessages[] = [];
  private readonly recent: DomainEvent[] = [];
  private stopped = false;

  constructor(
    private readonly nc: NatsConnection,
    private readonly log: Logger,
  ) {}

  start(): void {
    for (const domain of DOMAINS) void this.read(eventStreamName(domain));
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The events this gateway fanned out after the one with `id`, oldest first; undefined when it
   * no longer holds that event (too old, or heard by another replica): the caller starts afresh.
   */
  since(id: string): DomainEvent[] | undefined {
    const at = this.recent.findIndex((e) => e.id === id);
    return at < 0 ? undefined : this.recent.slice(at + 1);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  private async read(stream: string): Promise<void> {
    let wait = 250;
    while (!this.stopped) {
      try {
        const consumer = await this.nc.jetstream().consumers.get(stream, { deliver_policy: DeliverPolicy.New });
        const messages = await consumer.consume();
        this.readers.push(messages);
        wait = 250;
        for await (const msg of messages) {
          let event: DomainEvent;
          try {
            event = eventCodec.decode(msg.data) as DomainEvent;
          } catch {
            continue;
          }
          this.recent.push(event);
          if (this.recent.length > RECENT_EVENTS) this.recent.shift();
          for (const listener of this.listeners) listener(event);
        }
      } catch (err) {
        if (this.stopped) return;
        this.log.debug({ err, stream }, 'push reader waiting for its stream');
      }
      if (this.stopped) return;
      await new Promise((r) => setTimeout(r, wait).unref());
      wait = Math.min(wait * 2, 10_000);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const reader of this.readers) await reader.close().catch(() => undefined);
    this.listeners.clear();
  }
}
