import { entityByName, type EntityDef, type FieldDef } from '@portico/contracts';
import type { MirrorStore } from './mirror-store';
import type { ReferenceLabelCache } from './reference-label-cache';
import type { ResourceService } from './resource-service';

type Row = Record<string, unknown>;

/** The Nest token of a service's ReferenceLabels. */
export const REFERENCE_LABELS = 'portico:reference-labels';

/** The key of an answer's reference names: `{ [referenced id]: display name }`. */
export const REFERENCE_LABELS_KEY = '_refLabels';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How a referenced record is named: a person by their name (never their email), else its display field. */
export function referenceLabelOf(target: EntityDef, record: Row): string | undefined {
  if (target.name === 'user') {
    const full = [record.firstName, record.lastName].filter((p) => typeof p === 'string' && p.trim()).join(' ');
    if (full) return full;
  }
  const display = record[target.displayField];
  return display == null || display === '' ? undefined : String(display);
}

interface RefField {
  key: string;
  entity: string;
  list: boolean;
}

const refFieldsByDef = new WeakMap<EntityDef, RefField[]>();

/** The record's references: its ref fields, and the tenant columns (org, property) every record carries. */
function refFieldsOf(def: EntityDef): RefField[] {
  // Asked for every record of every answer: worked out once per entity.
  let fields = refFieldsByDef.get(def);
  if (!fields) refFieldsByDef.set(def, (fields = findRefFields(def)));
  return fields;
}

function findRefFields(def: EntityDef): RefField[] {
  const declared = Object.entries(def.fields).flatMap(([key, f]: [string, FieldDef]) =>
    (f.kind === 'ref' || f.kind === 'refList') && f.ref ? [{ key, entity: f.ref, list: f.kind === 'refList' }] : [],
  );
  const tenant = [
    { key: 'parentOrgId', entity: 'parentOrg', list: false },
    { key: 'propertyId', entity: 'property', list: false },
  ].filter((t) => !(t.key in def.fields) && t.entity !== def.name);
  return [...declared, ...tenant];
}

function idsOf(field: RefField, value: unknown): string[] {
  const list = field.list ? (Array.isArray(value) ? value : []) : [value];
  return list.filter((v): v is string => typeof v === 'string' && UUID_RE.test(v));
}

/**
 * Names of what records reference (property, unit, person…), resolved by the service answering
 * the read: whoever may read a record sees the names of its references through it, without
 * being given any read of the referenced records (a vendor reads the property of an order
 * assigned to them, not the property). Only ids the answer itself carries are named, so a field
 * the caller may not see is never named either. Own entities resolve from their tables, other
 * domains' from this service's mirror of them (ADR 0021).
 */
export class ReferenceLabels {
  constructor(
    private readonly registry: Map<string, ResourceService>,
    private readonly mirror: MirrorStore,
    private readonly cache?: ReferenceLabelCache,
  ) {}

  async of(def: EntityDef, records: readonly Row[]): Promise<Record<string, string>> {
    const wanted = new Map<string, Set<string>>();
    for (const field of refFieldsOf(def)) {
      const ids = wanted.get(field.entity) ?? new Set<string>();
      for (const record of records) for (const id of idsOf(field, record[field.key])) ids.add(id);
      if (ids.size) wanted.set(field.entity, ids);
    }
    const labels: Record<string, string> = {};
    for (const [entity, ids] of wanted) {
      const target = entityByName(entity);
      if (!target) continue;
      const local = this.registry.get(entity);
      const read = local
        ? (wantedIds: string[]) => local.byIds(wantedIds)
        : this.mirror.has(entity)
          ? (wantedIds: string[]) => this.mirror.byIds(entity, wantedIds)
          : undefined;
      if (!read) continue;
      if (this.cache) await this.remembered(target, ids, labels, this.cache, read);
      else for (const record of await read([...ids])) named(target, record, labels);
    }
    return labels;
  }

  /** Names remembered first, the rest read and remembered: own records and mirrored ones alike. */
  private async remembered(
    target: EntityDef,
    ids: Set<string>,
    labels: Record<string, string>,
    cache: ReferenceLabelCache,
    read: (ids: string[]) => Promise<Row[]>,
  ): Promise<void> {
    const missing: string[] = [];
    for (const id of ids) {
      const label = cache.get(target.name, id);
      if (label === undefined) missing.push(id);
      else labels[id] = label;
    }
    if (missing.length === 0) return;
    const generation = cache.generation(target.name);
    for (const record of await read(missing)) {
      const label = named(target, record, labels);
      if (label) cache.remember(target.name, record.id as string, label, generation);
    }
  }

  /** A read's record or a list's page with the names of its references added. */
  async attach<T>(def: EntityDef, answer: T): Promise<T> {
    if (!answer || typeof answer !== 'object') return answer;
    const page = answer as { items?: unknown };
    if (Array.isArray(page.items)) {
      const items = page.items as Row[];
      const labels = await this.of(def, items);
      return { ...answer, items: items.map((item) => withLabels(def, item, labels)) } as T;
    }
    const record = answer as Row;
    return withLabels(def, record, await this.of(def, [record])) as T;
  }
}

/** Adds a record's name to `labels`; answers it, if it has one. */
function named(target: EntityDef, record: Row, labels: Record<string, string>): string | undefined {
  const label = referenceLabelOf(target, record);
  if (!label || typeof record.id !== 'string') return undefined;
  labels[record.id] = label;
  return label;
}

/** One record's own names: only the ids it carries. */
function withLabels(def: EntityDef, record: Row, labels: Record<string, string>): Row {
  const own: Record<string, string> = {};
  for (const field of refFieldsOf(def)) for (const id of idsOf(field, record[field.key])) if (labels[id]) own[id] = labels[id];
  return Object.keys(own).length ? { ...record, [REFERENCE_LABELS_KEY]: own } : record;
}
