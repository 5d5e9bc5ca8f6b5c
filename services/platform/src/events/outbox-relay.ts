import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { headers as natsHeaders, type MsgHdrs, type NatsConnection } from 'nats';
import {
  LEGACY_COPY_HEADER,
  currentEventSubject,
  legacyActionEventOf,
  parseEventSubject,
  stateSubject,
  type Domain,
} from '@portico/contracts';
import type { Db } from '../db/database';
import { outboxTable } from '../db/messaging-tables';
import { eventCodec } from './jetstream';
import type { Logger } from '../observability/logger';

/**
 * Relays committed outbox rows to JetStream. The row id is the `Nats-Msg-Id`, so a row
 * re-published after a crash (published but not yet marked) is dropped by the stream's
 * duplicate window instead of delivered twice.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly nc: NatsConnection,
    private readonly domain: string,
    private readonly log: Logger,
    private readonly intervalMs = 500,
  ) {}

  /**
   * The state-stream subject of an outbox row that carries a record snapshot (ADR 0021), or
   * undefined (an event about no single record).
   */
  private stateSubjectOf(subject: string, payload: unknown): string | undefined {
    const parts = parseEventSubject(subject);
    const id = (payload as { data?: { id?: unknown } } | null)?.data?.id;
    if (parts?.domain !== this.domain || typeof id !== 'string' || !/^[\w-]+$/.test(id)) return undefined;
    return stateSubject(this.domain as Domain, parts.entity, id);
  }

  /**
   * Fills an empty state stream from the outbox (the first start with ADR 0021, or a lost
   * stream): the latest published event of each record, oldest first. Runs before the relay
   * starts, so no newer event can be overtaken by an older one here.
   */
  async publishStateFromOutbox(): Promise<number> {
    const outbox = outboxTable(this.domain);
    const recordId = sql`(${outbox.payload}->'data'->>'id')`;
    // The entity token of either event shape (ADR 0087): `<d>.<entity>.<verb>` or `<d>.event.<entity>.<verb>`.
    const entity = sql`case when split_part(${outbox.subject}, '.', 4) <> '' then split_part(${outbox.subject}, '.', 3) else split_part(${outbox.subject}, '.', 2) end`;
    const latest = await this.db
      .selectDistinctOn([entity, recordId], {
        id: outbox.id,
        subject: outbox.subject,
        payload: outbox.payload,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(and(isNotNull(outbox.publishedAt), isNotNull(recordId)))
      .orderBy(entity, recordId, desc(outbox.createdAt));
    latest.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
    const js = this.nc.jetstream();
    let published = 0;
    for (let i = 0; i < latest.length; i += 256) {
      const acks = latest.slice(i, i + 256).flatMap((row) => {
        const subject = this.stateSubjectOf(row.subject, row.payload);
        // No message id: a refill must land even where the duplicate window remembers the row.
        return subject ? [js.publish(subject, eventCodec.encode(row.payload))] : [];
      });
      published += (await Promise.all(acks)).length;
    }
    if (published > 0) this.log.info({ published }, 'state stream filled from the outbox');
    return published;
  }

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.kick();
      this.timer = setTimeout(tick, this.intervalMs);
      this.timer.unref();
    };
    tick();
  }

  /** Called after a commit that wrote events, so they leave without waiting for the poll. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drainAll()
      .then(() => undefined)
      .catch((err: unknown) => this.log.warn({ err }, 'outbox relay failed; will retry'))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Publishes until nothing is pending; returns how many rows were relayed. */
  async drainAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.drainBatch();
      total += n;
      if (n === 0) return total;
    }
  }

  private async drainBatch(batchSize = 100): Promise<number> {
    const outbox = outboxTable(this.domain);
    const js = this.nc.jetstream();
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(isNull(outbox.publishedAt))
        .orderBy(asc(outbox.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      // Sent in order on one connection (so each stream stores them in order), acks awaited
      // together: a failed ack rolls the batch back and it is sent again, deduplicated by id.
      const acks: Promise<unknown>[] = [];
      for (const row of rows) {
        const h = headersOf(row.headers);
        // A row an older release wrote on an action's old subject is published on its new one.
        const subject = currentEventSubject(row.subject);
        const payload = subject === row.subject ? row.payload : withSubject(row.payload, subject);
        acks.push(js.publish(subject, eventCodec.encode(payload), { msgID: row.id, headers: h }));
        // For one release, a copy on the action's old subject for consumers not yet moved (ADR 0087).
        const legacy = legacyActionEventOf(subject);
        if (legacy) {
          const copy = headersOf(row.headers, { [LEGACY_COPY_HEADER]: subject });
          acks.push(js.publish(legacy, eventCodec.encode(withSubject(row.payload, legacy)), { msgID: `legacy-${row.id}`, headers: copy }));
        }
        // The record's latest state, for mirrors that start empty (ADR 0021).
        const state = this.stateSubjectOf(subject, payload);
        if (state) acks.push(js.publish(state, eventCodec.encode(payload), { msgID: `state-${row.id}`, headers: h }));
      }
      await Promise.all(acks);
      await tx
        .update(outbox)
        .set({ publishedAt: sql`now()` })
        .where(
          inArray(
            outbox.id,
            rows.map((r) => r.id),
          ),
        );
      return rows.length;
    });
  }

  async pendingCount(): Promise<number> {
    const outbox = outboxTable(this.domain);
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(isNull(outbox.publishedAt));
    return row?.n ?? 0;
  }
}

/** NATS headers of an outbox row (its trace context), with `extra` set over them. */
function headersOf(stored: Record<string, string> | null, extra: Record<string, string> = {}): MsgHdrs {
  const h = natsHeaders();
  for (const [k, v] of Object.entries({ ...stored, ...extra })) h.set(k, v);
  return h;
}

/** The event envelope with its subject replaced (the envelope names the subject it travels on). */
function withSubject(payload: unknown, subject: string): unknown {
  return payload && typeof payload === 'object' ? { ...(payload as Record<string, unknown>), subject } : payload;
}

export { eq };
