import { ConsumerEvents, DeliverPolicy, type ConsumerMessages, type NatsConnection } from 'nats';
import { DOMAINS, LEGACY_COPY_HEADER, eventStreamName, type DomainEvent } from '@portico/contracts';
import { eventCodec, type Logger } from '@portico/platform';

export type EventListener = (event: DomainEvent) => void;

/** Recent events held for streams that reconnect with `Last-Event-ID` (a few minutes of traffic). */
const RECENT_EVENTS = 2000;
/**
 * How long one pull waits: the server's heartbeats come at half of it, so two missed heartbeats
 * (after which report() ends the reader) are noticed within seconds. nats.js's own recovery
 * retries every `expires` (30 s by default) and, in the fault run, never recreated a consumer
 * lost with a NATS node at all (ADR 0059).
 */
const PULL_EXPIRES_MS = 5_000;
/** How long a reader may hear nothing before it checks whether its stream went on without it. */
const STALL_CHECK_MS = 3_000;

/**
 * One JetStream reader per domain for the whole gateway (not one per browser): ordered,
 * ephemeral consumers from "now on", fanned out in memory to the open push streams. A reader
 * whose stream does not exist yet (its service has not started) retries until it does. The last
 * events are held in order, so a stream that reconnects can be given what it missed.
 */
export class EventFanout {
  private readonly listeners = new Set<EventListener>();
  /** The readers open now (one per stream; a reader made again replaces the one it ends). */
  private readonly readers = new Set<ConsumerMessages>();
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
    // Where the stream stood when this gateway started listening, then the last event fanned
    // out: a reader made again goes on after it, not from "now", so a reset loses nothing.
    let lastSeq: number | undefined;
    while (!this.stopped) {
      try {
        lastSeq ??= await this.lastSequence(stream);
        const consumer = await this.nc
          .jetstream()
          .consumers.get(stream, { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: lastSeq + 1 });
        const messages = await consumer.consume({ expires: PULL_EXPIRES_MS });
        this.readers.add(messages);
        void this.report(stream, messages);
        const watchdog = this.watch(stream, messages, () => lastSeq ?? 0);
        wait = 250;
        try {
          for await (const msg of messages) {
            lastSeq = msg.info.streamSequence;
            watchdog.heard();
            // The relay's copy of an action's event on its old subject (ADR 0087): heard once already.
            if (msg.headers?.has(LEGACY_COPY_HEADER)) continue;
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
        } finally {
          watchdog.stop();
          this.readers.delete(messages);
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

  private async lastSequence(stream: string): Promise<number> {
    const jsm = await this.nc.jetstreamManager();
    return (await jsm.streams.info(stream)).state.last_seq;
  }

  /**
   * Ends a reader that has stopped hearing its stream while the stream went on: after a NATS
   * node died, the fault run saw a gateway's ordered consumer go silent without a status or an
   * error while events kept arriving (ADR 0059). Every `STALL_CHECK_MS` without an event, the
   * stream's last sequence is compared with the last one heard; read() then reads again after it.
   */
  private watch(stream: string, messages: ConsumerMessages, lastHeard: () => number): { heard(): void; stop(): void } {
    let quietSince = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - quietSince < STALL_CHECK_MS) return;
      quietSince = Date.now();
      void this.lastSequence(stream)
        .then((last) => {
          if (last <= lastHeard()) return;
          this.log.warn(
            { stream, heard: lastHeard(), last },
            'push reader stalled behind its stream; reading again after the last event heard',
          );
          return messages.close();
        })
        .catch(() => undefined);
    }, STALL_CHECK_MS);
    timer.unref();
    return {
      heard: () => {
        quietSince = Date.now();
      },
      stop: () => clearInterval(timer),
    };
  }

  /**
   * What an operator wants to know of a reader: it lost its consumer, and got it back. A reader
   * that missed two heartbeats is ended and made again after the last event heard: nats.js's
   * ordered consumer went on counting missed heartbeats for minutes after a NATS node died in the
   * fault run, without recreating itself.
   */
  private async report(stream: string, messages: ConsumerMessages): Promise<void> {
    try {
      for await (const status of await messages.status()) {
        if (status.type === ConsumerEvents.OrderedConsumerRecreated) {
          this.log.info({ stream, consumer: status.data }, 'push reader recreated its consumer');
        } else if (Object.values(ConsumerEvents).includes(status.type as ConsumerEvents)) {
          this.log.warn({ stream, status: status.type, data: status.data }, 'push reader lost touch with its stream');
          if (status.type === ConsumerEvents.HeartbeatsMissed && Number(status.data) >= 2) await messages.close();
        }
      }
    } catch {
      // The reader ended; read() makes another.
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const reader of this.readers) await reader.close().catch(() => undefined);
    this.listeners.clear();
  }
}
