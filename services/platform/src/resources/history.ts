import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { and, asc, desc, like, or, sql } from 'drizzle-orm';
import {
  EVENT_ACTIONS,
  HISTORY_ACTOR_ENTITY,
  actionEventSubjectOf,
  fieldsHiddenFrom,
  readsReason,
  historySubject,
  parseEventSubject,
  slugFor,
  type ActionDef,
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
import { recordInScope } from './scope';

export const HISTORY = 'portico:history';

/** The entity's fields an action's input names without declaring them itself. */
function entityFieldsBeyondInput(action: ActionDef | undefined): Pick<EntityDef, 'fields'> {
  return action
    ? { fields: Object.fromEntries(Object.entries(action.entity.fields).filter(([k]) => !(k in (action.input ?? {})))) }
    : { fields: {} };
}

/** Fields every write moves; a history lists what the person changed. */
const NOT_CHANGES = new Set(['version', 'updatedAt', 'updatedBy', 'createdAt', 'createdBy']);

/** Platform columns a person may change (beyond the entity's fields); anything else in a snapshot is bookkeeping. */
const SHOWN = new Set(['status', 'parentOrgId', 'propertyId']);

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
    /** The entity's declared actions, from the service's own catalogue (ADR 0073). */
    private readonly actionsOf: (def: EntityDef) => readonly ActionDef[],
  ) {}

  async history(def: EntityDef, principal: Principal, id: unknown): Promise<RecordHistory> {
    const service = this.registry.get(def.name);
    if (!service) throw new Error(`${def.name} is not served here`);
    const record = await service.read(principal, id); // out of scope: NOT_FOUND, as for a read
    const outbox = outboxTable(this.domain);
    const rows = await this.db
      .select({ id: outbox.id, subject: outbox.subject, payload: outbox.payload, createdAt: outbox.createdAt })
      .from(outbox)
      .where(
        and(
          sql`(${outbox.payload}->'data'->>'id') = ${record.id}`,
          or(
            like(outbox.subject, `${def.domain}.${def.name}.%`),
            // Declared actions' events (ADR 0087).
            like(outbox.subject, `${actionEventSubjectOf(def.domain, def.name, '')}%`),
          ),
        ),
      )
      .orderBy(desc(outbox.createdAt), desc(sql`(${outbox.payload}->'data'->>'version')::int`), asc(outbox.id))
      .limit(HISTORY_LIMIT + 1);
    rows.reverse();
    const events = rows.map((r) => r.payload as DomainEvent & { meta?: HistoryEntry['meta'] });
    const names = await this.actorNames(events.map((e) => e.actor).filter((a): a is string => typeof a === 'string'));
    const actions = this.actionsOf(def);
    const items: HistoryEntry[] = [];
    // The last snapshot of the record this reader could see: the baseline of the next diff. An
    // attachment's event carries the file, not the record, so it is never a baseline (else the
    // next change would list every field of the record against the file's).
    let before: Record<string, unknown> | undefined;
    events.forEach((event, i) => {
      const verb = parseEventSubject(event.subject)?.event ?? event.subject;
      const data = event.data as Record<string, unknown>;
      const isSnapshot = verb !== 'attachmentAdded' && verb !== 'attachmentRemoved';
      // A state the reader may not see (a bulletin's draft) stays out of their timeline, and is
      // no baseline either: its content never shows through the next visible diff.
      if (!recordInScope(def, data, principal)) return;
      const baseline = before;
      if (isSnapshot) before = data;
      // The oldest row beyond the limit only serves as the baseline of the next one's diff.
      if (rows.length > HISTORY_LIMIT && i === 0) return;
      const actorId = event.actor ?? null;
      // Same field visibility as reads (ADR 0037), decided on this snapshot and the one before.
      const hidden = new Set([...fieldsHiddenFrom(def, principal, data), ...(baseline ? fieldsHiddenFrom(def, principal, baseline) : [])]);
      const meta = event.meta ? this.metaFor(actions, event.meta, principal) : undefined;
      items.push({
        id: event.id,
        occurredAt: event.occurredAt,
        kind: verb,
        actorId,
        actorName: actorId ? (names.get(actorId) ?? actorId) : null,
        changes:
          !isSnapshot || ((EVENT_ACTIONS as readonly string[]).includes(verb) && verb !== 'updated')
            ? []
            : diffSnapshots(baseline, data, Object.keys(def.fields), hidden).filter((c) => SHOWN.has(c.field) || c.field in def.fields),
        ...(meta ? { meta } : {}),
        ...(isSnapshot ? {} : { file: typeof data.fileName === 'string' ? data.fileName : undefined }),
      });
    });
    return { items };
  }

  /**
   * An action's meta as the reader may see it: its reason only if the action declares the reader
   * among its audience, its input without the fields the reader does not read.
   */
  private metaFor(actions: readonly ActionDef[], meta: NonNullable<HistoryEntry['meta']>, principal: Principal): HistoryEntry['meta'] {
    const action = actions.find((a) => a.name === meta.action);
    const out: NonNullable<HistoryEntry['meta']> = { action: meta.action };
    if (meta.reason !== undefined && readsReason(action?.reasonAudience, principal)) out.reason = meta.reason;
    if (meta.input && typeof meta.input === 'object' && !Array.isArray(meta.input)) {
      const input = { ...(meta.input as Record<string, unknown>) };
      // An action's own input fields carry their visibility; fields named as the entity's carry its.
      const hidden = [
        ...fieldsHiddenFrom({ fields: action?.input ?? {} }, principal),
        ...fieldsHiddenFrom(entityFieldsBeyondInput(action), principal),
      ];
      for (const key of hidden) delete input[key];
      if (Object.keys(input).length > 0) out.input = input;
    } else if (meta.input !== undefined) out.input = meta.input;
    return out;
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
