import type { NatsConnection, Subscription } from 'nats';

/**
 * When a service's records last changed, for the caches that must not keep what was read
 * before a change (ListCounts, ReferenceLabelCache; ADR 0079): a generation per entity and one
 * for everything, taken before a read and compared after it. A change is heard two ways:
 *
 * - on this replica, when one of the kit's write transactions commits (`changed`);
 * - on every replica, when the outbox relay publishes a record's state message
 *   (`<domain>.state.<entity>.<id>`, ADR 0021), which every write with an event produces. Those
 *   subjects are four tokens, so no request (which carries a bearer token) is received here.
 *
 * Each change is handed to `onChange` (the entity and record, or nothing for everything).
 */
export class ChangeGenerations {
  private readonly generations = new Map<string, number>();
  private epoch = 0;
  private subscription: Subscription | undefined;

  constructor(
    /** Entity names come from subjects: past this many, a flood of made-up ones resets everything. */
    private readonly maxEntities: number,
    private readonly onChange: (entity?: string, id?: string) => void,
  ) {}

  /** Taken before a read, compared with `of` again before keeping what it read. */
  of(entity: string): string {
    return `${this.epoch}.${this.generations.get(entity) ?? 0}`;
  }

  /** Record `id` of `entity` changed (any of its records without an id; everything without an entity). */
  changed(entity?: string, id?: string): void {
    if (entity === undefined) {
      this.epoch += 1;
      this.onChange();
      return;
    }
    if (this.generations.size >= this.maxEntities && !this.generations.has(entity)) {
      this.generations.clear();
      this.changed();
      return;
    }
    this.generations.set(entity, (this.generations.get(entity) ?? 0) + 1);
    this.onChange(entity, id);
  }

  /** Hears every replica's changes of `domain`'s records. */
  watch(nc: NatsConnection, domain: string): void {
    this.subscription ??= nc.subscribe(`${domain}.state.*.*`, {
      callback: (err, msg) => {
        if (err) return;
        const [, , entity, id] = msg.subject.split('.');
        this.changed(entity, id);
      },
    });
  }

  close(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }
}
