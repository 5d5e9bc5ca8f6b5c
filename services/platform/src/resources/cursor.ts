import { PorticoError } from '@portico/contracts';

/** Opaque keyset cursor: the last row's sort value and id. */
export interface Cursor {
  v: string | number | null;
  id: string;
  /** The total counted for the first page; later pages reuse it instead of recounting. */
  t?: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(raw: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    if (typeof parsed.id !== 'string' || !('v' in parsed)) throw new Error('shape');
    return parsed;
  } catch {
    throw new PorticoError('BAD_REQUEST', 'Invalid list cursor', { fieldErrors: [{ path: 'cursor', message: 'Invalid list cursor' }] });
  }
}
