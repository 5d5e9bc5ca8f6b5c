import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PorticoError } from '@portico/contracts';
import { cursorKey, cursorKeys, decodeCursor, encodeCursor } from './cursor';

const key = randomBytes(32);
const otherKey = randomBytes(32);
const CONTEXT = '["people","unit","user-1",["sort","unitNumber"]]';
const cursor = { v: '101', id: '0b8f5c1e-0000-4000-8000-000000000001', t: 250 };

function refusal(raw: string, context = CONTEXT, k: Buffer | readonly Buffer[] = key): unknown {
  try {
    decodeCursor(raw, context, k);
    return 'accepted';
  } catch (err) {
    return err instanceof PorticoError ? { code: err.code, status: err.status } : err;
  }
}
const REFUSED = { code: 'BAD_REQUEST', status: 400 };

describe('signed list cursors', () => {
  const good = encodeCursor(cursor, CONTEXT, key);
  const [payload, mac] = good.split('.') as [string, string];
  const forge = (value: object) => `${Buffer.from(JSON.stringify(value)).toString('base64url')}.${mac}`;

  it('round-trip for the list they were made for', () => {
    expect(decodeCursor(good, CONTEXT, key)).toEqual(cursor);
  });

  it.each([
    ['a forged total', forge({ ...cursor, t: 999999 })],
    ['a forged position', forge({ ...cursor, v: 'zzz' })],
    ['a junk id', forge({ ...cursor, id: 'abc' })],
    ['the payload alone (the old unsigned format)', payload],
    ['a truncated signature', `${payload}.${mac.slice(0, 10)}`],
    ['a truncated payload', `${payload.slice(0, -4)}.${mac}`],
    ['an extra segment', `${good}.x`],
    ['junk', 'not-a-cursor'],
    ['empty', ''],
    ['NUL', 'a\u0000.b'],
  ])('refuse %s with 400', (_name, raw) => {
    expect(refusal(raw)).toEqual(REFUSED);
  });

  it('refuse a cursor carried to another list, sort, filter or user, or signed with another key', () => {
    expect(refusal(good, '["people","unit","user-2",["sort","unitNumber"]]')).toEqual(REFUSED);
    expect(refusal(good, '["people","pet","user-1",["sort","unitNumber"]]')).toEqual(REFUSED);
    expect(refusal(good, CONTEXT, otherKey)).toEqual(REFUSED);
  });

  it('refuse a well-signed cursor whose content is not a position (defence in depth)', () => {
    expect(refusal(encodeCursor({ v: 'x', id: 'abc' }, CONTEXT, key))).toEqual(REFUSED);
    expect(refusal(encodeCursor({ ...cursor, t: -1 }, CONTEXT, key))).toEqual(REFUSED);
  });

  it('rotate: the first secret signs, a listed old one still verifies, a dropped one does not', () => {
    const env = (secret: string) => ({ PORTICO_CURSOR_SECRET: secret }) as NodeJS.ProcessEnv;
    const old = cursorKeys(env('old-secret'), { fresh: true });
    const rotated = cursorKeys(env('new-secret, old-secret'), { fresh: true });
    expect(rotated.map((k) => k.toString('hex'))).toEqual([
      cursorKeys(env('new-secret'), { fresh: true })[0]!.toString('hex'),
      old[0]!.toString('hex'),
    ]);
    const issuedBefore = encodeCursor(cursor, CONTEXT, old[0]);
    expect(decodeCursor(issuedBefore, CONTEXT, rotated)).toEqual(cursor);
    expect(decodeCursor(encodeCursor(cursor, CONTEXT, rotated[0]), CONTEXT, rotated)).toEqual(cursor);
    expect(refusal(issuedBefore, CONTEXT, cursorKeys(env('new-secret'), { fresh: true }))).toEqual(REFUSED);
  });

  it('share one key through the data directory when no secret is configured', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-cursor-'));
    try {
      const withoutSecret = { PORTICO_DATA_DIR: dir } as NodeJS.ProcessEnv;
      const first = cursorKey(withoutSecret, { fresh: true });
      const second = cursorKey(withoutSecret, { fresh: true });
      expect(second.equals(first)).toBe(true);
      expect(readFileSync(join(dir, 'cursor-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
      expect(cursorKey({ PORTICO_CURSOR_SECRET: 'configured' } as NodeJS.ProcessEnv, { fresh: true }).equals(first)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
