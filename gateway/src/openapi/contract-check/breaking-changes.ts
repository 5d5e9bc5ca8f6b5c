/**
 * What a change to a committed contract breaks for a client deployed against the old one
 * (ADR 0062): a removed operation or event, a response or event field taken away or no longer
 * promised, a request field newly required, an enum a request may send narrowed, a type changed.
 * Additions pass. Works on the JSON structure of the OpenAPI and AsyncAPI documents we generate
 * (`$ref` into components, `type`, `properties`, `required`, `items`, `enum`, `anyOf`/`oneOf`).
 */

export type Json = Record<string, unknown>;

export interface BreakingChange {
  /** The domain that owns what broke (`x-domain`), `gateway` for the gateway's own routes. */
  domain: string;
  /** Where: `GET /api/v1/orders/{id}` or an event subject, then the field's path. */
  where: string;
  what: string;
}

/** A request schema is read by the service (clients write it); a response or event by clients. */
type Direction = 'request' | 'response';

const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

function resolver(doc: Json): (schema: unknown) => Json {
  return (schema) => {
    let current = obj(schema);
    for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops++) {
      const target = (current.$ref as string)
        .replace(/^#\//, '')
        .split('/')
        .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((at, key) => obj(at)[key], doc);
      current = obj(target);
    }
    return current;
  };
}

/** The JSON types a schema admits; empty means any. */
function typesOf(schema: Json, resolve: (s: unknown) => Json): Set<string> {
  const out = new Set<string>();
  const add = (t: unknown) => {
    for (const v of Array.isArray(t) ? t : [t]) if (typeof v === 'string') out.add(v === 'integer' ? 'number' : v);
  };
  add(schema.type);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const variants = schema[key];
    if (!Array.isArray(variants)) continue;
    for (const variant of variants) {
      const types = typesOf(resolve(variant), resolve);
      if (types.size === 0) return new Set();
      types.forEach((t) => out.add(t));
    }
  }
  if (schema.const !== undefined && out.size === 0) out.add(schema.const === null ? 'null' : typeof schema.const);
  return out;
}

const subset = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));
const show = (s: Set<string>) => [...s].sort().join('|') || 'any';

interface Ctx {
  domain: string;
  where: string;
  before: (s: unknown) => Json;
  after: (s: unknown) => Json;
  out: BreakingChange[];
  seen: Map<Json, Set<Json>>;
}

/** The object properties a schema (or its variants) declares, with `required` merged. */
function objectShape(schema: Json, resolve: (s: unknown) => Json): { properties: Json; required: Set<string> } {
  const properties: Json = { ...obj(schema.properties) };
  const required = new Set<string>(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const key of ['allOf'] as const)
    for (const part of Array.isArray(schema[key]) ? (schema[key] as unknown[]) : []) {
      const shape = objectShape(resolve(part), resolve);
      Object.assign(properties, shape.properties);
      shape.required.forEach((r) => required.add(r));
    }
  return { properties, required };
}

function compareSchema(ctx: Ctx, beforeRaw: unknown, afterRaw: unknown, direction: Direction, path: string): void {
  const before = ctx.before(beforeRaw);
  const after = ctx.after(afterRaw);
  // A recursive schema is compared once per pair.
  const pairs = ctx.seen.get(before) ?? new Set<Json>();
  if (pairs.has(after)) return;
  ctx.seen.set(before, pairs.add(after));
  const report = (what: string) => ctx.out.push({ domain: ctx.domain, where: `${ctx.where}${path ? ` ${path}` : ''}`, what });

  const tb = typesOf(before, ctx.before);
  const ta = typesOf(after, ctx.after);
  // A request may send what it sent before; a response or event carries only what clients know.
  // (An empty set admits any type.)
  const typeOk =
    direction === 'request' ? ta.size === 0 || (tb.size > 0 && subset(tb, ta)) : tb.size === 0 || (ta.size > 0 && subset(ta, tb));
  if (!typeOk) report(`type changed from ${show(tb)} to ${show(ta)}`);

  if (direction === 'request' && Array.isArray(before.enum)) {
    const allowed = new Set(Array.isArray(after.enum) ? after.enum : before.enum);
    const dropped = (before.enum as unknown[]).filter((v) => !allowed.has(v));
    if (dropped.length) report(`enum narrowed: ${dropped.map((v) => JSON.stringify(v)).join(', ')} no longer accepted`);
  }

  const sb = objectShape(before, ctx.before);
  const sa = objectShape(after, ctx.after);
  for (const [name, schema] of Object.entries(sb.properties)) {
    const field = path ? `${path}.${name}` : name;
    if (!(name in sa.properties)) {
      if (direction === 'response') report(`field ${name} removed`);
      else if (after.additionalProperties === false) report(`field ${name} no longer accepted`);
      continue;
    }
    if (direction === 'response' && sb.required.has(name) && !sa.required.has(name)) report(`field ${name} no longer always present`);
    compareSchema(ctx, schema, sa.properties[name], direction, field);
  }
  if (direction === 'request') for (const name of sa.required) if (!sb.required.has(name)) report(`field ${name} newly required`);
  if (before.items !== undefined && after.items !== undefined) compareSchema(ctx, before.items, after.items, direction, `${path}[]`);
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];

function jsonSchemaOf(content: unknown): unknown {
  return obj(obj(content)['application/json']).schema;
}

/** Breaking changes between two OpenAPI documents, old first. */
export function openApiBreakingChanges(before: Json, after: Json): BreakingChange[] {
  const out: BreakingChange[] = [];
  const rb = resolver(before);
  const ra = resolver(after);
  for (const [path, opsBefore] of Object.entries(obj(before.paths))) {
    for (const method of METHODS) {
      const ob = obj(obj(opsBefore)[method]);
      if (Object.keys(ob).length === 0) continue;
      const domain = String(ob['x-domain'] ?? 'unknown');
      const where = `${method.toUpperCase()} ${path}`;
      const oa = obj(obj(obj(after.paths)[path])[method]);
      if (Object.keys(oa).length === 0) {
        out.push({ domain, where, what: 'operation removed' });
        continue;
      }
      const ctx = (at: string): Ctx => ({ domain, where: `${where} ${at}`, before: rb, after: ra, out, seen: new Map() });
      // Parameters by location and name.
      const params = (op: Json) =>
        new Map((Array.isArray(op.parameters) ? op.parameters : []).map((p: unknown) => [`${obj(p).in} ${obj(p).name}`, obj(p)]));
      const pb = params(ob);
      const pa = params(oa);
      for (const [key, p] of pb) {
        const q = pa.get(key);
        if (!q) out.push({ domain, where, what: `parameter ${key} removed` });
        else compareSchema(ctx(`parameter ${key}`), p.schema, q.schema, 'request', '');
      }
      for (const [key, q] of pa)
        if (q.required && !pb.get(key)?.required) out.push({ domain, where, what: `parameter ${key} newly required` });
      // Request body.
      const bb = obj(ob.requestBody);
      const ba = obj(oa.requestBody);
      if (ba.required && !bb.required) out.push({ domain, where, what: 'request body newly required' });
      if (bb.content && ba.content) compareSchema(ctx('request'), jsonSchemaOf(bb.content), jsonSchemaOf(ba.content), 'request', '');
      // Responses: a success status clients rely on must stay, with what it carried.
      for (const [status, response] of Object.entries(obj(ob.responses))) {
        if (!status.startsWith('2')) continue;
        const later = obj(oa.responses)[status];
        if (!later) {
          out.push({ domain, where, what: `response ${status} removed` });
          continue;
        }
        const sb = jsonSchemaOf(obj(rb(response)).content);
        const sa = jsonSchemaOf(obj(ra(later)).content);
        if (sb !== undefined && sa === undefined) out.push({ domain, where, what: `response ${status} no longer has a JSON body` });
        else if (sb !== undefined) compareSchema(ctx(`response ${status}`), sb, sa, 'response', '');
      }
    }
  }
  return out;
}

/** Breaking changes between two AsyncAPI 3 documents, old first: channels by address, payloads as read by consumers. */
export function asyncApiBreakingChanges(before: Json, after: Json): BreakingChange[] {
  const out: BreakingChange[] = [];
  const rb = resolver(before);
  const ra = resolver(after);
  const byAddress = (doc: Json) => new Map(Object.values(obj(doc.channels)).map((c) => [String(obj(c).address), obj(c)]));
  const channelsAfter = byAddress(after);
  for (const [address, cb] of byAddress(before)) {
    const domain = String(cb['x-domain'] ?? 'unknown');
    const ca = channelsAfter.get(address);
    if (!ca) {
      out.push({ domain, where: address, what: 'event removed' });
      continue;
    }
    for (const [name, message] of Object.entries(obj(cb.messages))) {
      const later = obj(ca.messages)[name];
      if (!later) {
        out.push({ domain, where: address, what: `message ${name} removed` });
        continue;
      }
      compareSchema(
        { domain, where: address, before: rb, after: ra, out, seen: new Map() },
        rb(message).payload,
        ra(later).payload,
        'response',
        '',
      );
    }
  }
  return out;
}

/** One line per breaking change, naming the domain whose contract broke. */
export function describeBreaks(changes: readonly BreakingChange[]): string {
  return changes.map((c) => `[${c.domain}] ${c.where}: ${c.what}`).join('\n');
}
