import type { NatsConnection } from 'nats';
import { ChangeGenerations } from './change-generations';

/**
 * Page one's "more than LIST_COUNT_CAP" answers, remembered (ADR 0079). Counting is the part
 * of a first page that grows with the table: at 100k work orders it read 10,001 rows on every
 * first page, and the page cost twice a deep one, whose cursor carries the total. A list that
 * long stays longer than the cap until thousands of its records go, so that answer is kept for
 * `ttlMs` at most, and forgotten as soon as a record of the entity changes:
 *
 * - at once on this replica, when the kit's write transaction commits (`forget`);
 * - on every replica, when the outbox relay publishes the record's state message
 *   (`<domain>.state.<entity>.<id>`, ADR 0021), which every write with an event produces.
 *
 * Exact counts (at most the cap) are not kept: they follow each write at once, as before.
 * Keys are the list filter's SQL and parameters, so they carry the caller's scope: one
 * tenant's answer is never another's. A count that started before a change is not kept.
 */
export class ListCounts {
  /** Per entity: count-query key → until when the list is known to be longer than the cap. */
  private readonly overCap = new Map<string, Map<string, number>>();
  private size = 0;
  /** Bumped by every change, so a count begun before it is not kept. */
  private readonly changes: ChangeGenerations;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {
    this.changes = new ChangeGenerations(maxEntries, (entity) => this.drop(entity));
  }

  /** Whether the count keyed `key` of `entity` is known to exceed the cap. */
  isOverCap(entity: string, key: string): boolean {
    const until = this.overCap.get(entity)?.get(key);
    if (until === undefined) return false;
    if (this.now() < until) return true;
    this.overCap.get(entity)!.delete(key);
    this.size -= 1;
    return false;
  }

  /** Taken before counting, handed back to `rememberOverCap`. */
  generation(entity: string): string {
    return this.changes.of(entity);
  }

  /** Keeps a count that exceeded the cap, unless the entity changed since `generation`. */
  rememberOverCap(entity: string, key: string, generation: string): void {
    if (generation !== this.generation(entity)) return;
    let keys = this.overCap.get(entity);
    if (!keys) this.overCap.set(entity, (keys = new Map()));
    if (!keys.has(key)) {
      if (this.size >= this.maxEntries) this.evictOne();
      this.size += 1;
    }
    keys.set(key, this.now() + this.ttlMs);
  }

  /** A record of `entity` changed (every entity when none is named). */
  forget(entity?: string): void {
    this.changes.changed(entity);
  }

  /** Forgets an entity's counts when any replica publishes a change of one of its records. */
  watch(nc: NatsConnection, domain: string): void {
    this.changes.watch(nc, domain);
  }

  close(): void {
    this.changes.close();
  }

  private drop(entity?: string): void {
    if (entity === undefined) {
      this.overCap.clear();
      this.size = 0;
      return;
    }
    this.size -= this.overCap.get(entity)?.size ?? 0;
    this.overCap.delete(entity);
  }

  private evictOne(): void {
    for (const keys of this.overCap.values()) {
      const oldest = keys.keys().next();
      if (!oldest.done) {
        keys.delete(oldest.value);
        this.size -= 1;
        return;
      }
    }
  }
}
