import { HOSTILE_VALUES, type HostileValue } from './corpus';

/**
 * The fuzz plan, generated from the committed OpenAPI document: every operation, every path
 * parameter, query parameter and top-level body field, each paired with a deterministic sample
 * of the hostile corpus; plus, for every operation that takes a body, bodies that are hostile
 * as a whole (wrong type, 10,000 levels deep, prototype keys, unknown charset or encoding).
 */
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  isPublic: boolean;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  hasBody: boolean;
  /** The body is multipart/form-data (file uploads): it also gets hostile multipart bodies. */
  multipart?: boolean;
}

export type Slot = { in: 'path' | 'query' | 'body'; name: string };

export interface FuzzCase {
  op: Operation;
  /** What is hostile: one parameter, or the whole body. */
  target: string;
  value: string;
  slot?: Slot;
  hostile?: HostileValue;
  wholeBody?: WholeBody;
}

export interface WholeBody {
  name: string;
  raw: Buffer;
  headers?: Record<string, string>;
}

interface SchemaObject {
  $ref?: string;
  properties?: Record<string, unknown>;
}
interface OpenApiOperation {
  operationId?: string;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, SchemaObject> };
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const resolve = (schema: SchemaObject | undefined) => (schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema);
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const body = resolve(op.requestBody?.content?.['application/json']?.schema);
      ops.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(body?.properties ?? {}),
        hasBody: !!op.requestBody,
        ...(op.requestBody?.content?.['multipart/form-data'] ? { multipart: true } : {}),
      });
    }
  }
  return ops;
}

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

const DEEP = 10_000;

export const WHOLE_BODIES: readonly WholeBody[] = [
  { name: 'array body', raw: Buffer.from('[]') },
  { name: 'string body', raw: Buffer.from('"text"') },
  { name: 'number body', raw: Buffer.from('42') },
  { name: 'null body', raw: Buffer.from('null') },
  { name: 'malformed JSON', raw: Buffer.from('{"a":') },
  { name: 'nested 10,000 deep', raw: Buffer.from(`{"a":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`) },
  { name: 'prototype keys', raw: Buffer.from('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') },
  {
    name: '1,000 unknown keys',
    raw: Buffer.from(JSON.stringify(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i])))),
  },
  { name: 'unknown charset', raw: Buffer.from('{}'), headers: { 'content-type': 'application/json; charset=foo' } },
  { name: 'unknown content encoding', raw: Buffer.from('{}'), headers: { 'content-encoding': 'bogus' } },
  { name: 'gzip that is not gzip', raw: Buffer.from('{}'), headers: { 'content-encoding': 'gzip' } },
  { name: 'UTF-16 charset', raw: Buffer.from('{}', 'utf16le'), headers: { 'content-type': 'application/json; charset=utf-16' } },
];

const part = (name: string, fileName: string, content: string | Buffer) =>
  Buffer.concat([
    Buffer.from(`--fz\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
const MULTIPART = { 'content-type': 'multipart/form-data; boundary=fz' };

/** Hostile uploads (never an acceptable file, so a run stores nothing). */
export const MULTIPART_BODIES: readonly WholeBody[] = [
  { name: 'multipart without boundary', raw: Buffer.from('x'), headers: { 'content-type': 'multipart/form-data' } },
  { name: 'multipart with no part', raw: Buffer.from('--fz--\r\n'), headers: MULTIPART },
  {
    name: 'multipart cut short',
    raw: Buffer.from('--fz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG'),
    headers: MULTIPART,
  },
  {
    name: 'multipart, other boundary',
    raw: Buffer.concat([part('file', 'a.png', 'x'), Buffer.from('--fz--')]),
    headers: { 'content-type': 'multipart/form-data; boundary=zz' },
  },
  { name: 'multipart, unexpected part', raw: Buffer.concat([part('photo', 'a.png', 'x'), Buffer.from('--fz--\r\n')]), headers: MULTIPART },
  {
    name: 'multipart, executable as .png',
    raw: Buffer.concat([part('file', 'a.png', Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])), Buffer.from('--fz--\r\n')]),
    headers: MULTIPART,
  },
  {
    name: 'multipart, markup as .txt',
    raw: Buffer.concat([part('file', '../../etc/a.txt', '<script>alert(1)</script>'), Buffer.from('--fz--\r\n')]),
    headers: MULTIPART,
  },
  {
    name: 'multipart, 200 fields',
    raw: Buffer.concat([
      ...Array.from({ length: 200 }, (_, i) => Buffer.from(`--fz\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`)),
      Buffer.from('--fz--\r\n'),
    ]),
    headers: MULTIPART,
  },
];

/** The whole-body cases of one operation: JSON ones for all, hostile multipart for uploads. */
export function wholeBodiesFor(op: Operation): readonly WholeBody[] {
  return op.multipart ? [...WHOLE_BODIES, ...MULTIPART_BODIES] : WHOLE_BODIES;
}

/** Every slot of every operation × `perSlot` hostile values (all of them when perSlot ≥ corpus). */
export function planCases(ops: Operation[], perSlot: number, seed = 7): FuzzCase[] {
  const random = seeded(seed);
  const cases: FuzzCase[] = [];
  for (const op of ops) {
    const slots: Slot[] = [
      ...op.pathParams.map((name) => ({ in: 'path' as const, name })),
      ...op.queryParams.map((name) => ({ in: 'query' as const, name })),
      ...op.bodyFields.map((name) => ({ in: 'body' as const, name })),
    ];
    for (const slot of slots) {
      for (const hostile of sample(HOSTILE_VALUES, perSlot, random))
        cases.push({ op, slot, hostile, target: `${slot.in}:${slot.name}`, value: hostile.name });
    }
    if (op.hasBody) for (const wholeBody of wholeBodiesFor(op)) cases.push({ op, wholeBody, target: 'body', value: wholeBody.name });
    // An operation without parameters is still called once, with junk query parameters.
    if (slots.length === 0 && !op.hasBody) {
      for (const hostile of sample(HOSTILE_VALUES, perSlot, random))
        cases.push({ op, slot: { in: 'query', name: 'unexpected' }, hostile, target: 'query:unexpected', value: hostile.name });
    }
  }
  return cases;
}

/** The number of distinct parameters (slots) the plan covers. */
export function slotCount(ops: Operation[]): number {
  return ops.reduce((n, op) => {
    const own = op.pathParams.length + op.queryParams.length + op.bodyFields.length;
    return n + (own === 0 && !op.hasBody ? 1 : own);
  }, 0);
}
