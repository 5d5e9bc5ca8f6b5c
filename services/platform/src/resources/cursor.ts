import { createHmac, timingSafeEqual } from 'node:crypto';
import { PorticoError } from '@portico/contracts';
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
  /** The total counted for the first page; later pages reuse it instead of recounting. */
  t?: number;
  /** Present (1) when `t` is the count's cap, not the exact total: "t or more". */
  m?: 1;
}

const INVALID = 'Invalid list cursor: it was changed, is incomplete, or belongs to another list. Load the list from its first page.';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let cachedKey: Buffer | undefined;

/**
 * The deployment's cursor key: `PORTICO_CURSOR_SECRET`, else a secret kept under the data
 * directory (`<PORTICO_DATA_DIR>/cursor-secret`), created once and shared by every process
 * that uses that directory. Replicas on several machines must be given the variable.
 */
export function cursorKey(env: NodeJS.ProcessEnv = process.env, options: { fresh?: boolean } = {}): Buffer {
  if (cachedKey && !options.fresh) return cachedKey;
  const secret = env.PORTICO_CURSOR_SECRET || dataDirSecret(env.PORTICO_DATA_DIR ?? '.data', 'cursor-secret');
  const key = createHmac('sha256', 'portico-list-cursor').update(secret).digest();
  if (!options.fresh) cachedKey = key;
  return key;
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

export function decodeCursor(raw: string, context = '', key: Buffer = cursorKey()): Cursor {
  const invalid = () => new PorticoError('BAD_REQUEST', INVALID, { fieldErrors: [{ path: 'cursor', message: INVALID }] });
  const [payload, mac, extra] = typeof raw === 'string' ? raw.split('.') : [];
  if (!payload || !mac || extra !== undefined) throw invalid();
  const expected = sign(payload, context, key);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
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
  return validValue && validTotal && validMore && typeof c.id === 'string' && UUID_RE.test(c.id);
}
