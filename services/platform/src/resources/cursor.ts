import { createHmac, timingSafeEqual } from 'node:crypto';
import { PorticoError, msg, fieldError } from '@portico/contracts';
import { dataDirSecret } from '../data-dir-secret';

/**
 * Keyset cursor: the last row's sort value and id, and the total counted on page one. It is
 * signed (HMAC-SHA256) over the list it belongs to, so a cursor cannot be forged, edited, or
 * carried to another list, sort, filter or user: the position and total are trusted only when
 * the signature holds. Every replica of a service must share the key (ADR 0014).
 */
export interface Cursor {
  v: string | number | boolean | null;
  id: string;
  /** A searched list's rank of the last row (0 exact, 1 prefix, 2 contains): ranks lead the order. */
  r?: 0 | 1 | 2;
  /** The total counted for the first page; later pages reuse it instead of recounting. */
  t?: number;
  /** Present (1) when `t` is the count's cap, not the exact total: "t or more". */
  m?: 1;
}

const INVALID = msg('error.invalidCursor');
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let cachedKeys: readonly Buffer[] | undefined;

/**
 * The deployment's cursor keys: `PORTICO_CURSOR_SECRET` (comma-separated, newest first: a
 * rotation lists the new secret, then the old one until what it signed may lapse; ADR 0072),
 * else a secret kept under the data directory (`<PORTICO_DATA_DIR>/cursor-secret`), created
 * once and shared by every process that uses that directory. Replicas on several machines must
 * be given the variable. The first key signs; any of them verifies.
 */
export function cursorKeys(env: NodeJS.ProcessEnv = process.env, options: { fresh?: boolean } = {}): readonly Buffer[] {
  if (cachedKeys && !options.fresh) return cachedKeys;
  const secrets = (env.PORTICO_CURSOR_SECRET ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.length === 0) secrets.push(dataDirSecret(env.PORTICO_DATA_DIR ?? '.data', 'cursor-secret'));
  const keys = secrets.map((secret) => createHmac('sha256', 'portico-list-cursor').update(secret).digest());
  if (!options.fresh) cachedKeys = keys;
  return keys;
}

/** The key that signs: the first of `cursorKeys`. */
export function cursorKey(env: NodeJS.ProcessEnv = process.env, options: { fresh?: boolean } = {}): Buffer {
  return cursorKeys(env, options)[0]!;
}

/** Whether `mac` is what `sign` makes under any of `keys` (each compared in constant time). */
export function signedByAny(keys: Buffer | readonly Buffer[], mac: Buffer, sign: (key: Buffer) => Buffer): boolean {
  return (Buffer.isBuffer(keys) ? [keys] : keys).some((key) => {
    const expected = sign(key);
    return mac.length === expected.length && timingSafeEqual(mac, expected);
  });
}

function sign(payload: string, context: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(context).update('\n').update(payload).digest();
}

/**
 * `context` names the list the cursor belongs to (entity, user, sort, filters): a cursor is
 * valid only for the context it was made for.
 */
export function encodeCursor(cursor: Cursor, context = '', key: Buffer = cursorKey()): string {
  const payload = Buffer.from(JSON.stringify(cursor)).toString('base64url');
  return `${payload}.${sign(payload, context, key).toString('base64url')}`;
}

export function decodeCursor(raw: string, context = '', keys: Buffer | readonly Buffer[] = cursorKeys()): Cursor {
  const invalid = () => new PorticoError('BAD_REQUEST', INVALID, { fieldErrors: [fieldError('cursor', INVALID)] });
  const [payload, mac, extra] = typeof raw === 'string' ? raw.split('.') : [];
  if (!payload || !mac || extra !== undefined) throw invalid();
  if (!signedByAny(keys, Buffer.from(mac, 'base64url'), (key) => sign(payload, context, key))) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!isCursor(parsed)) throw invalid();
  return parsed;
}

function isCursor(value: unknown): value is Cursor {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  const v = c.v;
  const validValue = v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
  const validTotal = c.t === undefined || (typeof c.t === 'number' && Number.isInteger(c.t) && c.t >= 0);
  const validMore = c.m === undefined || c.m === 1;
  const validRank = c.r === undefined || c.r === 0 || c.r === 1 || c.r === 2;
  return validValue && validTotal && validMore && validRank && typeof c.id === 'string' && UUID_RE.test(c.id);
}
