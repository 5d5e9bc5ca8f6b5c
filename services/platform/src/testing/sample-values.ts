import { writesField, type EntityDef, type FieldDef, type Role } from '@portico/contracts';

/**
 * A valid record body for any entity, built from its definition: tests and benchmarks create
 * data for every entity without a hand-written fixture per entity.
 */
export function sampleValue(key: string, field: FieldDef, seq: number): unknown {
  switch (field.kind) {
    case 'text':
    case 'longText':
      return `${field.label.en} ${seq}`.slice(0, field.max ?? 255);
    case 'email':
      return `${key.toLowerCase()}${seq}@example.com`;
    case 'phone':
      return `(555) 010-${String(seq % 10000).padStart(4, '0')}`;
    case 'integer':
      return Math.max(field.min ?? 0, Math.min(field.max ?? 1000, seq % 50));
    case 'decimal':
      return Math.max(field.min ?? 0, Math.min(field.max ?? 1000, (seq % 50) + 0.5));
    case 'money':
      // Minor units: a whole number of cents.
      return Math.max(field.min ?? 0, Math.min(field.max ?? 100000, (seq % 50) * 100 + 50));
    case 'boolean':
      return seq % 2 === 0;
    case 'date':
      return `2026-0${(seq % 9) + 1}-1${seq % 9}`;
    case 'datetime':
      return new Date(Date.UTC(2026, seq % 12, 10, 15)).toISOString();
    case 'enum':
      return field.options![seq % field.options!.length]!.value;
    case 'color':
      return '#314671';
    case 'ref':
    case 'refList':
      return undefined; // references are supplied by the caller (they must exist)
    case 'textList':
      return [];
  }
}

export function sampleRecord(
  def: EntityDef,
  seq: number,
  refs: Record<string, string> = {},
  writer?: readonly Role[],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.readOnly) continue; // kept by the service; sending one is refused
    // A field the writer's role may not set is refused too (ADR 0037): a writer leaves it out.
    if (writer && !writesField(field, { roles: writer })) continue;
    const value = field.kind === 'ref' ? refs[key] : sampleValue(key, field, seq);
    if (value !== undefined) body[key] = value;
  }
  for (const [key, value] of Object.entries(def.example ?? {}))
    if (def.fields[key] && !def.fields[key].readOnly && (!writer || writesField(def.fields[key], { roles: writer }))) body[key] = value;
  if (def.parent?.field === 'propertyId' && refs.propertyId) body.propertyId = refs.propertyId;
  if (def.tenancy === 'org' && refs.parentOrgId) body.parentOrgId = refs.parentOrgId;
  return body;
}

/**
 * `defs` ordered so that every entity comes after the entities its parent and required
 * references point at (an RFP after its order, a quote line after its bid): the order in
 * which generated suites create one record of each.
 */
export function creationOrder(defs: readonly EntityDef[]): EntityDef[] {
  const byName = new Map(defs.map((d) => [d.name, d]));
  const done = new Set<string>();
  const out: EntityDef[] = [];
  const visit = (def: EntityDef, path: Set<string>) => {
    if (done.has(def.name) || path.has(def.name)) return;
    path.add(def.name);
    const needs = Object.values(def.fields)
      .filter((f) => f.kind === 'ref' && f.required && f.ref)
      .map((f) => f.ref!);
    if (def.parent) needs.push(def.parent.entity);
    for (const name of needs) {
      const target = byName.get(name);
      if (target) visit(target, path);
    }
    done.add(def.name);
    out.push(def);
  };
  for (const def of defs) visit(def, new Set());
  return out;
}
