import type { NatsConnection, Subscription } from 'nats';
import { mirrorAppliedWildcard, type Domain } from '@portico/contracts';
import { ChangeGenerations } from './change-generations';

/** The Nest token of a domain service's ReferenceLabelCache. */
export const REFERENCE_LABEL_CACHE = 'portico:reference-label-cache';

/**
 * Names of a service's own records, remembered for the names its answers attach (ADR 0079).
 * Every list page named its references with a second query (the property list's org names),
 * nearly one more database round trip per request for names that rarely change. A name is
 * kept for `ttlMs` at most and forgotten as soon as its record may have changed:
 *
 * - all at once on this replica, when one of the kit's write transactions commits (`forget`);
 * - on every replica, when the outbox relay publishes the record's state message
 *   (`<domain>.state.<entity>.<id>`, ADR 0021), which every write with an event produces.
 *
 * A name read before a change is not kept (generations, as ListCounts does). Only names found
 * are kept, so a record created later is named at once. Names are not scoped: whoever may read
 * a record sees the names of its references (ReferenceLabels), so one caller's lookup may
 * answer another's.
 *
 * Other domains' records are named from the service's mirror (ADR 0021) and kept the same way
 * (ADR 0092), but forgotten on another message: their state message can arrive before the mirror
 * has applied it, so the replica that applies it announces it once committed
 * (`<domain>.mirror.<entity>.applied`), and every replica forgets that entity's names.
 */
export class ReferenceLabelCache {
  /** `<entity>:<id>` → the name and until when it may be used; oldest first. */
  private readonly labels = new Map<string, { label: string; until: number }>();
  private mirrorApplied: Subscription | undefined;
  /** Bumped by every change, so a name read before it is not kept. */
  private readonly changes: ChangeGenerations;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.changes = new ChangeGenerations(maxEntries, (entity, id) => this.drop(entity, id));
  }

  /** The remembered name of record `id` of `entity`, if still fresh. */
  get(entity: string, id: string): string | undefined {
    const key = `${entity}:${id}`;
    const held = this.labels.get(key);
    if (!held) return undefined;
    if (this.now() < held.until) return held.label;
    this.labels.delete(key);
    return undefined;
  }

  /** Taken before reading names, handed back to `remember`. */
  generation(entity: string): string {
    return this.changes.of(entity);
  }

  /** Keeps a name read from the database, unless the entity changed since `generation`. */
  remember(entity: string, id: string, label: string, generation: string): void {
    if (generation !== this.generation(entity)) return;
    const key = `${entity}:${id}`;
    // Re-inserted so the order stays oldest first.
    this.labels.delete(key);
    if (this.labels.size >= this.maxEntries) this.labels.delete(this.labels.keys().next().value!);
    this.labels.set(key, { label, until: this.now() + this.ttlMs });
  }

  /** Record `id` of `entity` changed; every record of every entity when none is named. */
  forget(entity?: string, id?: string): void {
    this.changes.changed(entity, id);
  }

  /** Forgets a record's name when any replica publishes a change of it, or applies one to the mirror. */
  watch(nc: NatsConnection, domain: Domain): void {
    this.changes.watch(nc, domain);
    this.mirrorApplied ??= nc.subscribe(mirrorAppliedWildcard(domain), {
      callback: (err, msg) => {
        if (!err) this.forget(msg.subject.split('.')[2]);
      },
    });
  }

  close(): void {
    this.changes.close();
    this.mirrorApplied?.unsubscribe();
    this.mirrorApplied = undefined;
  }

  private drop(entity?: string, id?: string): void {
    if (entity === undefined) this.labels.clear();
    else if (id !== undefined) this.labels.delete(`${entity}:${id}`);
    else for (const key of this.labels.keys()) if (key.startsWith(`${entity}:`)) this.labels.delete(key);
  }
}
