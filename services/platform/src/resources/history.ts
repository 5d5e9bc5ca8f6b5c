import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { and, asc, desc, like, sql } from 'drizzle-orm';
import {
  EVENT_ACTIONS,
  NARROWED_ROLES,
  internalFieldsHiddenFrom,
  HISTORY_ACTOR_ENTITY,
  historySubject,
  slugFor,
  type DomainEvent,
  type EntityDef,
  type FieldChange,
  type HistoryEntry,
  type RecordHistory,
  type ResourceRequest,
} from '@portico/contracts';
import type { Db } from '../db/database';
import { outboxTable } from '../db/messaging-tables';
import type { Principal } from '../auth/principal';
import { RequirePermission } from '../nest/permission';
import { principalOf } from '../nest/principal-store';
import type { ResourceService } from './resource-service';
import type { MirrorStore } from './mirror-store';

export const HISTORY = 'portico:history';

/** Fields every write moves; a history lists what the person changed. */
const NOT_CHANGES = new Set(['version', 'updatedAt', 'updatedBy', 'createdAt', 'createdBy']);

/** Most events one answer carries (the newest); a reply must stay within NATS's payload limit. */
export const HISTORY_LIMIT = 500;

/** {field, from, to} for each field that differs between two published snapshots of a record. */
export function diffSnapshots(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  fieldOrder: readonly string[] = [],
  hidden: ReadonlySet<string> = new Set(),
): FieldChange[] {
  if (!before) return [];
  // The entity's field order (stored snapshots are jsonb, which keeps keys in its own order).
  const keys = [...new Set([...fieldOrder, ...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !NOT_CHANGES.has(k) && !hidden.has(k) && (k in before || k in after),
  );
  return keys.flatMap((field) => {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ field, from, to }];
  });
}

/** A person's name from a user record: first and last name, else its display field. */
function personName(record: Record<string, unknown>, displayField: string): string | undefined {
  const full = [record.firstName, record.lastName].filter((p) => typeof p === 'string' && p.trim()).join(' ');
  const display = record[displayField];
  return full || (display == null ? undefined : String(display));
}

/**
 * A record's history (ADR 0021), from the events its service published: the outbox keeps them
 * (rows are marked published, not deleted). The record must be in the caller's scope.
 */
export class HistoryService {
  constructor(
    private readonly db: Db,
    private readonly domain: string,
    private readonly registry: ReadonlyMap<string, ResourceService>,
    private readonly mirror: MirrorStore,
  ) {}

  async history(def: EntityDef, principal: Principal, id: unknown): Promise<RecordHistory> {
    const service = this.registry.get(def.name);
    if (!service) throw new Error(`${def.name} is not served here`);
    const record = await service.read(principal, id); // out of scope: NOT_FOUND, as for a read
    const outbox = outboxTable(this.domain);
    const rows = await this.db
      .select({ id: outbox.id, subject: outbox.subject, payload: outbox.payload, createdAt: outbox.createdAt })
      .from(outbox)
      .where(and(sql`(${outbox.payload}->'data'->>'id') = ${record.id}`, like(outbox.subject, `${def.domain}.${def.name}.%`)))
      .orderBy(desc(outbox.createdAt), desc(sql`(${outbox.payload}->'data'->>'version')::int`), asc(outbox.id))
      .limit(HISTORY_LIMIT + 1);
    rows.reverse();
    const events = rows.map((r) => r.payload as DomainEvent & { meta?: HistoryEntry['meta'] });
    const names = await this.actorNames(events.map((e) => e.actor).filter((a): a is string => typeof a === 'string'));
    // Staff-only fields stay out of a resident's or vendor's timeline, as out of their reads.
    const hidden = new Set(internalFieldsHiddenFrom(def, principal.roles, NARROWED_ROLES));
    const items: HistoryEntry[] = [];
    events.forEach((event, i) => {
      // The oldest row beyond the limit only serves as the baseline of the next one's diff.
      if (rows.length > HISTORY_LIMIT && i === 0) return;
      const before = i > 0 ? (events[i - 1]!.data as Record<string, unknown>) : undefined;
      const verb = event.subject.split('.').slice(2).join('.');
      const actorId = event.actor ?? null;
      items.push({
        id: event.id,
        occurredAt: event.occurredAt,
        kind: verb,
        actorId,
        actorName: actorId ? (names.get(actorId) ?? actorId) : null,
        changes:
          (EVENT_ACTIONS as readonly string[]).includes(verb) && verb !== 'updated'
            ? []
            : diffSnapshots(before, event.data as Record<string, unknown>, Object.keys(def.fields), hidden),
        ...(event.meta ? { meta: event.meta } : {}),
      });
    });
    return { items };
  }

  /** Actor id → name, from this service's users (people) or its user mirror (everyone else). */
  private async actorNames(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    const local = this.registry.get(HISTORY_ACTOR_ENTITY);
    const records = local
      ? await local.byIds(unique)
      : this.mirror.has(HISTORY_ACTOR_ENTITY)
        ? await this.mirror.byIds(HISTORY_ACTOR_ENTITY, unique)
        : [];
    const displayField = (local?.def ?? this.mirror.entities.find((d) => d.name === HISTORY_ACTOR_ENTITY))?.displayField ?? 'id';
    const names = new Map<string, string>();
    for (const r of records) {
      const name = personName(r, displayField);
      if (name) names.set(String(r.id), name);
    }
    return names;
  }
}

/** `<domain>.<entity>.history` for one entity, with the entity's read slug. */
export function createHistoryController(def: EntityDef): Type {
  @Controller()
  class HistoryController {
    constructor(@Inject(HISTORY) private readonly histories: HistoryService) {}

    @MessagePattern(historySubject(def.domain, def.name))
    @RequirePermission(slugFor(def, 'read'))
    history(@Payload() req: ResourceRequest) {
      return this.histories.history(def, principalOf(req), req.params?.id);
    }
  }
  Object.defineProperty(HistoryController, 'name', { value: `${def.name[0]!.toUpperCase()}${def.name.slice(1)}HistoryController` });
  return HistoryController;
}
